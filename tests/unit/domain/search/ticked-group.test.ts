import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildJobSearchRequest, TICKED_GROUP_PARAM, type BuildOptions } from '../../../../src/domain/search/job-search-builder';
import { selectedValues } from '../../../../src/domain/search/job-search-request';
import { TAXONOMY } from '../../../support/search-taxonomy';

const OPTIONS: BuildOptions = { locale: 'de', pageSize: 10, defaultRadiusKm: 100, taxonomy: TAXONOMY };
const occupations = (params: Array<[string, string]>) => {
  const built = buildJobSearchRequest({ segments: [], params }, OPTIONS);
  if (!built.ok) throw new Error(built.code);
  return selectedValues(built.value, 'occupations');
};

/*
 * A facet group shown with all its children ticked: the search form sends its checkbox (its children's ids
 * as one value) and a marker beside it. A GET form sends nothing for an unticked box, so the marker
 * without the checkbox means the visitor unticked the group: it goes with all its children. With the
 * checkbox, the children sent on their own decide (unticking one child keeps the others).
 */
describe('a facet group shown fully ticked', () => {
  const group: Array<[string, string]> = [[TICKED_GROUP_PARAM, 'occupations:30,31,32']];
  const children = (...ids: string[]): Array<[string, string]> => ids.map((id) => ['occupations', id]);

  it('unticked (its checkbox not sent): the group and all its children go, whatever else stays', () => {
    expect(occupations([...group, ...children('30', '31', '32'), ['employmentType', '1']])).toEqual([]);
  });

  it('still ticked, one child unticked: the other children stay', () => {
    expect(occupations([...group, ['occupations', '30,31,32'], ...children('30', '32')])).toEqual(['30', '32']);
  });

  it('still ticked, every child ticked: unchanged', () => {
    expect(occupations([...group, ['occupations', '30,31,32'], ...children('30', '31', '32')])).toEqual(['30', '31', '32']);
  });

  it('a group not shown ticked (no marker) selects its children, as before', () => {
    expect(occupations([['occupations', '30,31,32']])).toEqual(['30', '31', '32']);
  });

  it('markers naming no facet or no ids are ignored', () => {
    expect(occupations([[TICKED_GROUP_PARAM, 'nonsense:30'], [TICKED_GROUP_PARAM, 'occupations:'], ...children('30')])).toEqual(['30']);
  });

  it('any ticks: the group unticked leaves none of its children; ticked leaves exactly the children sent (property)', () => {
    const ids = ['30', '31', '32'];
    fc.assert(
      fc.property(fc.subarray(ids, { minLength: 2 }), fc.subarray(ids), fc.boolean(), (members, sent, boxStillTicked) => {
        const value = members.join(',');
        const params: Array<[string, string]> = [
          [TICKED_GROUP_PARAM, `occupations:${value}`],
          ...(boxStillTicked ? [['occupations', value] as [string, string]] : []),
          ...children(...sent),
        ];
        const result = occupations(params);
        const expected = boxStillTicked ? sent : sent.filter((id) => !members.includes(id));
        expect(result).toEqual([...expected].sort());
      }),
    );
  });
});
