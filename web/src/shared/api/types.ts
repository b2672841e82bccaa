import type { components } from '@/shared/api/schema';

/** The API's published shapes, generated from its OpenAPI document (`npm run gen:api`). */
export type Schemas = components['schemas'];
