import { lazy, Suspense, useMemo, useState } from 'react';
import { Modal, Spin, Typography } from 'antd';
import { useDataProvider } from '../../data-provider';
import { mapApi } from '../../map/map-api';
import { processTexts as t } from './texts';

// Leaflet loads only when somebody looks at the map.
const PickerMap = lazy(() => import('../map-point-picker/picker-map').then((m) => ({ default: m.PickerMap })));

const point = (lon: unknown, lat: unknown): [number, number] | null =>
  lon !== null &&
  lon !== undefined &&
  lon !== '' &&
  lat !== null &&
  lat !== undefined &&
  lat !== '' &&
  Number.isFinite(Number(lon)) &&
  Number.isFinite(Number(lat))
    ? [Number(lon), Number(lat)]
    : null;

/** The address with 查看, which opens the point read-only in the full-width dialog 地址坐标. */
export function AddressWithMap({ address, lon, lat }: { address?: string | null; lon: unknown; lat: unknown }) {
  const provider = useDataProvider();
  const api = useMemo(() => mapApi(provider), [provider]);
  const [open, setOpen] = useState(false);
  const at = point(lon, lat);
  return (
    <>
      <span>{address || t.none}</span>
      {at && (
        <Typography.Link style={{ marginLeft: 8 }} onClick={() => setOpen(true)}>
          {t.view}
        </Typography.Link>
      )}
      <Modal
        open={open}
        title={t.addressMap}
        width="100%"
        style={{ top: 16, maxWidth: 'calc(100vw - 32px)' }}
        footer={null}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Suspense fallback={<Spin />}>{open && at && <PickerMap api={api} initial={at} readOnly height="70vh" onBack={() => setOpen(false)} />}</Suspense>
      </Modal>
    </>
  );
}
