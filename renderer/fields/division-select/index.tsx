import { useEffect, useState } from 'react';
import { connect, mapReadPretty } from '@formily/react';
import { Button, Input, Space } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { regionName as regionNameDef } from '@shared/services/division';
import { useDataProvider, type DataProvider } from '../../data-provider';
import { FieldText } from '../../hooks/field-text';
import { DivisionModal } from './division-modal';
import { titleOf, useRegionOptions, type RegionOption as DivisionNode } from '../../hooks/use-region-options';
import { divisionTexts } from './texts';

export interface DivisionSelectProps {
  /** The chosen region code; with `multiple`, codes comma-joined. */
  value?: string | null;
  onChange?(value: string | undefined): void;
  /** Several divisions (default false: choosing one unchecks the other). */
  multiple?: boolean;
  /**
   * The grids of each community as its children (scoped to the caller like the regions): a community official, who
   * may not choose their own community (002 §6), can still reach the grids below it.
   */
  grids?: boolean;
  /** Dialog title (default 选择行政区划) and width (default 500, 000 §9). */
  title?: string;
  width?: number;
  placeholder?: string;
  disabled?: boolean;
}

const codesOf = (value: string | null | undefined) => (value ? value.split(',').filter(Boolean) : []);

const askName = (provider: DataProvider, regionCode: string) =>
  provider.call({ method: regionNameDef.method, url: regionNameDef.path, params: { regionCode } }) as Promise<{ regionName: string }>;

/** Names of the chosen codes: from the tree, else (a code outside it, such as one above the caller) queryRegionName. */
function useNames(codes: string[], nodes: DivisionNode[]): string[] {
  const provider = useDataProvider();
  const [asked, setAsked] = useState<Record<string, string>>({});
  const missing = codes.filter((c) => !titleOf(nodes, c) && !(c in asked));
  const key = nodes.length ? missing.join(',') : '';
  useEffect(() => {
    if (!key) return;
    let live = true;
    void Promise.all(
      key.split(',').map((c) =>
        askName(provider, c).then(
          (r) => [c, r.regionName] as const,
          () => [c, c] as const,
        ),
      ),
    ).then((pairs) => live && setAsked((a) => ({ ...a, ...Object.fromEntries(pairs) })));
    return () => void (live = false);
  }, [provider, key]);
  return codes.map((c) => titleOf(nodes, c) ?? asked[c] ?? c);
}

/** 选择行政区划 (002 §2.5): the names of the chosen divisions, and a dialog to choose them. */
function DivisionSelectInput(props: DivisionSelectProps) {
  const nodes = useRegionOptions(false, Boolean(props.grids)).options;
  const [open, setOpen] = useState(false);
  const codes = codesOf(props.value);
  const names = useNames(codes, nodes);
  const confirm = (chosen: string[]) => {
    props.onChange?.(chosen.length ? chosen.join(',') : undefined);
    setOpen(false);
  };
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          readOnly
          value={names.join('，')}
          placeholder={props.placeholder ?? divisionTexts.placeholder}
          disabled={props.disabled}
          onClick={() => !props.disabled && setOpen(true)}
        />
        <Button icon={<EnvironmentOutlined />} disabled={props.disabled} onClick={() => setOpen(true)} aria-label={divisionTexts.title} />
      </Space.Compact>
      <DivisionModal
        open={open}
        title={props.title}
        width={props.width}
        multiple={Boolean(props.multiple)}
        nodes={nodes}
        initial={codes}
        onClose={() => setOpen(false)}
        onConfirm={confirm}
      />
    </>
  );
}

function DivisionSelectText({ value, grids }: DivisionSelectProps) {
  const nodes = useRegionOptions(false, Boolean(grids)).options;
  return <FieldText>{useNames(codesOf(value), nodes).join('，')}</FieldText>;
}

export const DivisionSelect = connect(DivisionSelectInput, mapReadPretty(DivisionSelectText));
export default DivisionSelect;
