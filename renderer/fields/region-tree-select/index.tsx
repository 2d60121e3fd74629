import { connect, mapReadPretty } from '@formily/react';
import { Input, TreeSelect, type TreeSelectProps } from 'antd';
import type { UserRegion } from '../../data-provider';
import { FieldText } from '../../hooks/field-text';
import { titleOf, useRegionOptions } from '../../hooks/use-region-options';

export { regionOptions } from '../../hooks/use-region-options';
import { texts } from '../../texts';

export type RegionTreeSelectProps = Omit<TreeSelectProps, 'treeData'> & {
  /** A non-admin may choose their own region too, not only the regions below it. */
  selectOwn?: boolean;
  /** The grids of each community as its children (from the grid register, within the caller's scope). */
  grids?: boolean;
  /** Only a grid may be chosen (implied by an entity property declared `x-region: "grid"`); implies `grids`. */
  gridOnly?: boolean;
  /**
   * A query bar's field: the value is the chosen code with `*` after it, which the list routes read as "starts with",
   * so choosing a community finds the rows of its grids too (implied for a `{}` query field of an x-region property).
   */
  matchBelow?: boolean;
};

/** The code a value stands for: a query value `210102001002*` is the community 210102001002. */
const codeOf = (value: unknown) => (value === undefined || value === null ? '' : String(value).replace(/\*$/, ''));

/**
 * The name of a region above the user's own (e.g. a grid member's community): it is not in their tree and they may
 * not change it, so the field shows its name read-only.
 */
export function regionAbove(user: UserRegion | undefined, code: string): string | undefined {
  if (!user || user.isAdmin || !code || code === user.regionCode || !user.regionCode.startsWith(code)) return undefined;
  return user.ancestors?.find((a) => a.code === code)?.name ?? code;
}

/** A tree select of administrative regions below the user's own region. */
function RegionTreeSelectInput({ selectOwn, grids, gridOnly, matchBelow, ...props }: RegionTreeSelectProps) {
  const { options, user, loaded } = useRegionOptions(selectOwn, grids, gridOnly);
  const above = regionAbove(user, codeOf(props.value));
  if (above !== undefined) return <Input value={above} disabled title={above} />;
  // Until the tree has loaded a stored value would show as its bare code; it shows by name once its node is there.
  const value = loaded ? (matchBelow && props.value ? codeOf(props.value) : props.value) : undefined;
  const onChange: TreeSelectProps['onChange'] = matchBelow ? (code, ...rest) => props.onChange?.(code ? `${code}*` : code, ...rest) : props.onChange;
  return (
    <TreeSelect
      treeData={options}
      showSearch
      treeNodeFilterProp="title"
      allowClear
      placeholder={gridOnly ? texts.pleaseSelectGrid : texts.pleaseSelectRegion}
      listHeight={400}
      // A grid is one level below the official's own region: opening that level shows their grids at once.
      treeDefaultExpandedKeys={gridOnly && user ? [user.regionCode] : undefined}
      style={{ width: '100%' }}
      {...props}
      value={value}
      onChange={onChange}
      loading={!loaded}
    />
  );
}

function RegionTreeSelectText({ value, selectOwn, grids, gridOnly }: RegionTreeSelectProps) {
  const { options, user } = useRegionOptions(selectOwn, grids, gridOnly);
  const code = codeOf(value);
  return <FieldText>{code ? (titleOf(options, code) ?? regionAbove(user, code) ?? code) : ''}</FieldText>;
}

export const RegionTreeSelect = connect(RegionTreeSelectInput, mapReadPretty(RegionTreeSelectText));
export default RegionTreeSelect;
