// The stream reader is shared by every live feed (order status, the inbox): shared/api/event-stream.ts.
export { readEvents, type StreamEvent } from '@/shared/api/event-stream';
