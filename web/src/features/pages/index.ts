/** Text pages (policies, company, help, parcel, partner and marketing pages) served by the API. */
export { ContentPage, type ContentPageProps } from '@/features/pages/components/content-page';
export { ContentPageView, type ContentPageViewProps } from '@/features/pages/components/content-page-view';
export { PageBlocks, type PageBlocksProps } from '@/features/pages/components/page-blocks';
export { usePage, getPage, type ContentPage as ContentPageData, type ContentBlock } from '@/features/pages/api/get-page';
export { ALL_CONTENT_SLUGS, CONTENT_PAGES, type ContentSlug } from '@/features/pages/model/slugs';
