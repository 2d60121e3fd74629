/**
 * /test/home (000 §2.1, no login): the widget gallery over every file of schemas/gallery. A new file shows up without
 * code; `?widget=Name` shows one entry. Widgets answer from the in-browser demo provider, never from the server.
 */
import { useSearchParams } from 'react-router-dom';
import { entriesOf } from '@renderer/gallery/gallery-entry';
import { GalleryView } from '@renderer/gallery/gallery-view';

const entries = entriesOf(import.meta.glob('../../../../schemas/gallery/*.json', { eager: true }));

export default function GalleryPage() {
  const [params, setParams] = useSearchParams();
  const selected = params.get('widget') ?? undefined;
  return <GalleryView entries={entries} selected={selected} onSelect={(name) => setParams(name ? { widget: name } : {})} />;
}
