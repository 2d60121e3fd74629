import { useMemo, useState } from 'react';
import type { Field } from '@formily/core';
import { connect, mapReadPretty, observer, useField } from '@formily/react';
import { Button, Modal, Space } from 'antd';
import { useDataProvider } from '../../data-provider';
import { FieldText } from '../../hooks/field-text';
import { useFeedback } from '../../hooks/use-feedback';
import { mapApi } from '../../map/map-api';
import { mapTexts } from '../../map/texts';
import { PickerMap, type LngLat } from './picker-map';
import './picker.css';

export interface MapPointPickerProps {
  /** [lng, lat] (an array field or Formily's destructuring name "[gisLon,gisLat]"); with `latField`, the longitude. */
  value?: LngLat | number | null;
  onChange?(value: LngLat | number | null): void;
  /** The field holds the longitude and this sibling property the latitude (it must be in the form, e.g. hidden). */
  latField?: string;
  /** The region whose outline frames the map (default: the user's own region). */
  regionCode?: string;
  /** Also stores the point as this region's position (TBaseRegionController/editOrgGis) on 确定. */
  saveRegionCode?: string;
  /** 'field' (default): the coordinates and a 选择位置 button opening the map in a dialog; 'inline': the map itself. */
  mode?: 'field' | 'inline';
  /** Height of the map (CSS); default 520. */
  height?: number | string;
  disabled?: boolean;
  readOnly?: boolean;
  /** Inline mode: 返回. */
  onBack?(): void;
}

const validPoint = (v: unknown): LngLat | null =>
  Array.isArray(v) && v.length === 2 && v.every((n) => n !== null && n !== '' && Number.isFinite(Number(n))) ? [Number(v[0]), Number(v[1])] : null;
export const pointText = (p: LngLat | null): string => (p ? `${mapTexts.longitude} ${p[0].toFixed(6)}，${mapTexts.latitude} ${p[1].toFixed(6)}` : '');

/** The point a field holds: its [lng, lat] value, or its longitude with the latitude of `latField`. */
function usePoint(props: MapPointPickerProps): { value: LngLat | null; change(p: LngLat): void } {
  const field = useField<Field>() as Field | undefined;
  if (!props.latField) return { value: validPoint(props.value), change: (p) => props.onChange?.(p) };
  const lat = field?.form?.getValuesIn(props.latField);
  return {
    value: validPoint([props.value, lat]),
    change: (p) => {
      field?.form?.setValuesIn(props.latField!, p[1]);
      props.onChange?.(p[0]);
    },
  };
}

/** MapPointPicker: a location on the map, for location fields and a region's position (editOrgGis). */
export const MapPointPicker = observer(function MapPointPicker(props: MapPointPickerProps) {
  const provider = useDataProvider();
  const api = useMemo(() => mapApi(provider), [provider]);
  const { message, fail } = useFeedback();
  const [open, setOpen] = useState(false);
  const { value, change } = usePoint(props);
  const confirm = async (p: LngLat) => {
    if (props.saveRegionCode) {
      try {
        await api.savePosition({ regionCode: props.saveRegionCode, gisLon: p[0], gisLat: p[1] });
        void message.success(mapTexts.saved);
      } catch (error) {
        return fail(error);
      }
    }
    change(p);
    setOpen(false);
  };
  const picker = (onBack?: () => void) => (
    <PickerMap
      api={api}
      initial={value}
      regionCode={props.regionCode ?? props.saveRegionCode}
      readOnly={props.readOnly || props.disabled}
      onBack={onBack}
      onConfirm={confirm}
      height={props.height}
    />
  );
  if (props.mode === 'inline') return picker(props.onBack);
  return (
    <>
      <Space>
        <span className="zhdj-picker-value">{pointText(value) || '—'}</span>
        {!props.disabled && !props.readOnly && <Button onClick={() => setOpen(true)}>{mapTexts.pickPoint}</Button>}
      </Space>
      <Modal
        open={open}
        title={mapTexts.pickPointTitle}
        width="100%"
        style={{ top: 16, maxWidth: 'calc(100vw - 32px)' }}
        footer={null}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        {picker(() => setOpen(false))}
      </Modal>
    </>
  );
});

const PointText = observer((p: MapPointPickerProps) => <FieldText>{pointText(usePoint(p).value)}</FieldText>);

export default connect(MapPointPicker, mapReadPretty(PointText));
