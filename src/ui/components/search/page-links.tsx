import usePagination from '@mui/material/usePagination';
import { useTranslation } from 'react-i18next';
import { PlainIcon } from '../plain-icons';
import { SEARCH_PAGE } from '../../theme/search-page-styles';
import { TEXT } from '../../theme/text-styles';
import { useSearchLinks } from './use-search-links';

/**
 * The links to a search's other pages: previous, first, the current one and its neighbours, last, next
 * (MUI's usePagination decides which), as real links that work without JavaScript. Plain elements styled
 * by page-wide rules (theme/search-page-styles.ts): MUI's Pagination was some twenty styled components
 * (an item, a ButtonBase and an icon per link) serialized anew on every render of the page.
 */
export function PageLinks({ page, pageCount, hrefOf }: { page: number; pageCount: number; hrefOf: (page: number) => string }) {
  const { t } = useTranslation();
  const { linkProps } = useSearchLinks();
  const { items } = usePagination({ page, count: pageCount, siblingCount: 1 });
  return (
    <nav aria-label={t('search.pagination')} className={SEARCH_PAGE.pager}>
      <ul>
        {items.map((item) => {
          const key = `${item.type}-${item.page ?? ''}`;
          if (item.type === 'start-ellipsis' || item.type === 'end-ellipsis') {
            return (
              <li key={key}>
                <span className={SEARCH_PAGE.pagerItem}>…</span>
              </li>
            );
          }
          const label =
            item.type === 'previous'
              ? t('search.previous')
              : item.type === 'next'
                ? t('search.next')
                : t('search.page', { page: item.page });
          const content = item.type === 'page' ? item.page : <PlainIcon name={item.type === 'previous' ? 'chevronLeft' : 'chevronRight'} />;
          if (item.disabled || item.page === null) {
            return (
              <li key={key}>
                <span className={SEARCH_PAGE.pagerItem} aria-disabled="true">
                  {content}
                  <span className={TEXT.visuallyHidden}>{label}</span>
                </span>
              </li>
            );
          }
          const { href, onClick } = linkProps(hrefOf(item.page));
          return (
            <li key={key}>
              <a
                href={href}
                onClick={onClick}
                className={SEARCH_PAGE.pagerItem}
                aria-label={label}
                aria-current={item.selected ? 'page' : undefined}
              >
                {content}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
