import { Pagination } from '@mantine/core';
import { pageControlNames } from '../lib/pagination.ts';
import { usePhone } from '../lib/use-phone.ts';

/** The server's pages of a list (shown only when there is more than one). */
export function PageNav({ label, page, pages, onChange }: { label: string; page: number; pages: number; onChange: (page: number) => void }) {
  const phone = usePhone();
  if (pages <= 1) return null;
  const current = Math.min(page, pages);
  return (
    <nav aria-label={label}>
      <Pagination
        mt="md"
        size={phone ? 'sm' : 'md'}
        gap={phone ? 6 : 8}
        total={pages}
        value={current}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        getItemProps={(n) => ({ 'aria-label': `Page ${n}`, 'aria-current': n === current ? 'page' : undefined })}
        getControlProps={pageControlNames}
      />
    </nav>
  );
}
