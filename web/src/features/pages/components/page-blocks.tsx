import type { ContentBlock } from '@/features/pages/api/get-page';
import '@/features/pages/components/content-page.css';

export interface PageBlocksProps {
  blocks: ContentBlock[];
}

/** A page body as text: headings, paragraphs and lists; never markup from the server. */
export function PageBlocks({ blocks }: PageBlocksProps) {
  return (
    <div className="content-page__body">
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        if (block.type === 'heading') return <h2 key={key}>{block.text}</h2>;
        if (block.type === 'list') {
          return (
            <ul key={key}>
              {(block.items ?? []).map((item, line) => (
                <li key={line}>{item}</li>
              ))}
            </ul>
          );
        }
        return <p key={key}>{block.text}</p>;
      })}
    </div>
  );
}
