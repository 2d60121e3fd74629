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
};

/**
 * The name of a region above the user's own (e.g. a grid member's community): it is not in their tree and they may
 * not change it, so the field shows its name read-only.
 */
export function regionAbove(user: UserRegion | undefined, code: string): string | undefined {
  if (!user || user.isAdmin || !code || code === user.regionCode || !user.regionCode.startsWith(code)) return undefined;
  return user.ancestors?.find((a) => a.code === code)?.name ?? code;
}

/** A tree select of administrative regions below the user's own region. */
function RegionTreeSelectInput({ selectOwn, grids, ...props }: RegionTreeSelectProps) {
  const { options, user } = useRegionOptions(selectOwn, grids);
  const above = regionAbove(user, props.value === undefined || props.value === null ? '' : String(props.value));
  if (above !== undefined) return <Input value={above} disabled title={above} />;
  return <TreeSelect treeData={options} showSearch treeNodeFilterProp="title" allowClear placeholder={texts.pleaseSelectRegion} listHeight={400} style={{ width: '100%' }} {...props} />;
}

function RegionTreeSelectText({ value, selectOwn, grids }: RegionTreeSelectProps) {
  const { options, user } = useRegionOptions(selectOwn, grids);
  const code = value === undefined || value === null ? '' : String(value);
  return <FieldText>{code ? (titleOf(options, code) ?? regionAbove(user, code) ?? code) : ''}</FieldText>;
}

export const RegionTreeSelect = connect(RegionTreeSelectInput, mapReadPretty(RegionTreeSelectText));
export default RegionTreeSelect;
