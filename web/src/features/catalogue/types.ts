import type { Schemas } from '@/shared/api/types';

/** The catalogue's answer shapes, as the API publishes them. */
export type Item = Schemas['Item'];
export type ItemPage = Schemas['ItemPage'];
export type Store = Schemas['Store'];
export type StorePage = Schemas['StorePage'];
export type Category = Schemas['Category'];
export type CategoryDetails = Schemas['CategoryDetails'];
export type CategoryPage = Schemas['CategoryPage'];
export type Config = Schemas['Config'];
export type ModuleLabels = Schemas['ModuleLabels'];
