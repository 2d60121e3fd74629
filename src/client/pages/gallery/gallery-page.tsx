/**
 * /test/home (000 §2.1, no login): the widget gallery over every file of schemas/gallery. A new file shows up without
 * code; `?widget=Name` shows one entry; `&rows=N` starts list-valued samples with N generated rows. Widgets answer from the in-browser demo provider, never from the server.
 */
import { useSearchParams } from 'react-router-dom';
import { entriesOf } from '@renderer/gallery/gallery-entry';
import { GalleryView } from '@renderer/gallery/gallery-view';
import { rowsParam } from '@renderer/gallery/grow-rows';

const entries = entriesOf(import.meta.glob('../../../../schemas/gallery/*.json', { eager: true }));

export default function GalleryPage() {
  const [params, setParams] = useSearchParams();
  const selected = params.get('widget') ?? undefined;
  const rows = rowsParam(params.get('rows'));
  return <GalleryView entries={entries} selected={selected} rows={rows} onSelect={(name) => setParams(name ? { widget: name } : {})} />;
}
