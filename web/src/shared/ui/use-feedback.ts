import useApp from 'antd/es/app/useApp';

/**
 * antd's `App.useApp()` (message, notification, modal) without importing antd's App component,
 * whose hooks weigh about 22 KB gzip: the app provides the same context and loads them lazily.
 */
export const useFeedback = useApp;
