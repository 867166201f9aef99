import { roundEstimate } from '../../../domain/search/estimate';
import { numberFormat } from '../../format/intl-cache';

/** An estimate as the page prints it: rounded, in the page's locale (large sets are counted from a sample). */
export const estimateText = (count: number, locale: string): string => numberFormat(locale).format(roundEstimate(count));

/** A facet value's count in the page's locale; an estimate rounded and marked "≈". */
export function countText(count: number, estimated: boolean, locale: string): string {
  return estimated ? `≈ ${estimateText(count, locale)}` : numberFormat(locale).format(count);
}
