import { useEffect, useState } from 'react';
import { connect, mapReadPretty } from '@formily/react';
import { Input, TreeSelect, type TreeSelectProps } from 'antd';
import { useDataProvider, type RegionNode, type UserRegion } from '../../data-provider';
import { FieldText } from '../../hooks/field-text';
import { texts } from '../../texts';

export type RegionTreeSelectProps = Omit<TreeSelectProps, 'treeData'>;

interface RegionOption {
  title: string;
  value: string;
  key: string;
  disabled?: boolean;
  children?: RegionOption[];
}

/**
 * Spec 000 §6 / 002 §6: the tree loads from the user's own region; a non-admin user cannot pick their own region
 * node (only the regions below it). Who is looking comes from provider.userRegion().
 */
export function regionOptions(nodes: RegionNode[], user: { regionCode: string; isAdmin: boolean }): RegionOption[] {
  return nodes.map((n) => ({
    title: n.regionName,
    value: n.regionCode,
    key: n.regionCode,
    disabled: !user.isAdmin && n.regionCode === user.regionCode,
    children: n.children?.length ? regionOptions(n.children, user) : undefined,
  }));
}

interface RegionChoices {
  options: RegionOption[];
  user?: UserRegion;
}

function useRegionOptions(): RegionChoices {
  const provider = useDataProvider();
  const [choices, setChoices] = useState<RegionChoices>({ options: [] });
  useEffect(() => {
    let live = true;
    provider
      .userRegion()
      .then(async (user) => ({ user, options: regionOptions(await provider.regionTree({ regionCode: user.regionCode }), user) }))
      .then((c) => live && setChoices(c), () => live && setChoices({ options: [] }));
    return () => void (live = false);
  }, [provider]);
  return choices;
}

function findTitle(options: RegionOption[], value: string): string | undefined {
  for (const o of options) {
    if (o.value === value) return o.title;
    const inner = o.children && findTitle(o.children, value);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * The name of a region above the user's own (e.g. a grid member's community): it is not in their tree and they may
 * not change it, so the field shows its name read-only.
 */
export function regionAbove(user: UserRegion | undefined, code: string): string | undefined {
  if (!user || user.isAdmin || !code || code === user.regionCode || !user.regionCode.startsWith(code)) return undefined;
  return user.ancestors?.find((a) => a.code === code)?.name ?? code;
}

/** A tree select of administrative regions below the user's own region. */
function RegionTreeSelectInput(props: RegionTreeSelectProps) {
  const { options, user } = useRegionOptions();
  const above = regionAbove(user, props.value === undefined || props.value === null ? '' : String(props.value));
  if (above !== undefined) return <Input value={above} disabled title={above} />;
  return <TreeSelect treeData={options} showSearch treeNodeFilterProp="title" allowClear placeholder={texts.pleaseSelectRegion} listHeight={400} style={{ width: '100%' }} {...props} />;
}

function RegionTreeSelectText({ value }: RegionTreeSelectProps) {
  const { options, user } = useRegionOptions();
  const code = value === undefined || value === null ? '' : String(value);
  return <FieldText>{code ? (findTitle(options, code) ?? regionAbove(user, code) ?? code) : ''}</FieldText>;
}

export const RegionTreeSelect = connect(RegionTreeSelectInput, mapReadPretty(RegionTreeSelectText));
export default RegionTreeSelect;
