import { useEffect, useState } from 'react';
import { connect, mapReadPretty } from '@formily/react';
import { TreeSelect, type TreeSelectProps } from 'antd';
import { useDataProvider, type RegionNode } from '../../data-provider';
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

function useRegionOptions(): RegionOption[] {
  const provider = useDataProvider();
  const [options, setOptions] = useState<RegionOption[]>([]);
  useEffect(() => {
    let live = true;
    provider
      .userRegion()
      .then(async (user) => regionOptions(await provider.regionTree({ regionCode: user.regionCode }), user))
      .then((o) => live && setOptions(o), () => live && setOptions([]));
    return () => void (live = false);
  }, [provider]);
  return options;
}

function findTitle(options: RegionOption[], value: string): string | undefined {
  for (const o of options) {
    if (o.value === value) return o.title;
    const inner = o.children && findTitle(o.children, value);
    if (inner) return inner;
  }
  return undefined;
}

/** A tree select of administrative regions below the user's own region. */
function RegionTreeSelectInput(props: RegionTreeSelectProps) {
  const options = useRegionOptions();
  return <TreeSelect treeData={options} showSearch treeNodeFilterProp="title" allowClear placeholder={texts.pleaseSelectRegion} listHeight={400} style={{ width: '100%' }} {...props} />;
}

function RegionTreeSelectText({ value }: RegionTreeSelectProps) {
  const options = useRegionOptions();
  const code = value === undefined || value === null ? '' : String(value);
  return <FieldText>{code ? (findTitle(options, code) ?? code) : ''}</FieldText>;
}

export const RegionTreeSelect = connect(RegionTreeSelectInput, mapReadPretty(RegionTreeSelectText));
export default RegionTreeSelect;
