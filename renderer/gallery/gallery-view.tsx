/**
 * The widget gallery: a side list of every entry and, beside it, all entries or the one chosen (`selected`), each
 * sample rendered against the in-browser demo provider. The host gives the entries (schemas/gallery) and the URL.
 */
import { Alert, Layout, Menu, Tag, Typography } from 'antd';
import type { GalleryEntry } from './gallery-entry';
import { SampleView } from './sample-view';
import { galleryTexts } from './texts';
import './gallery.css';

export interface GalleryViewProps {
  entries: GalleryEntry[];
  /** The entry shown alone (?widget=Name); undefined: all of them. */
  selected?: string;
  onSelect(name: string | undefined): void;
  /** ?rows=N: samples whose value is a list of rows start with N rows. */
  rows?: number;
}

function EntryView({ entry, rows }: { entry: GalleryEntry; rows?: number }) {
  return (
    <section className="zhdj-gallery-entry" data-entry={entry.name} id={entry.name}>
      <Typography.Title level={4}>
        {entry.title} <Typography.Text code>{entry.name}</Typography.Text> <Tag>{entry.kind === 'field' ? galleryTexts.field : galleryTexts.screen}</Tag>
      </Typography.Title>
      <Typography.Paragraph>{entry.description}</Typography.Paragraph>
      {entry.samples.map((s) => (
        <SampleView key={s.key} entry={entry} sample={s} rows={rows} />
      ))}
    </section>
  );
}

export function GalleryView({ entries, selected, onSelect, rows }: GalleryViewProps) {
  const shown = selected ? entries.filter((e) => e.name === selected) : entries;
  const items = [{ key: '', label: galleryTexts.all }, ...entries.map((e) => ({ key: e.name, label: `${e.title} ${e.name}`, title: e.name }))];
  return (
    <Layout className="zhdj-gallery">
      <Layout.Sider width={260} theme="light" className="zhdj-gallery-side">
        <Typography.Title level={5} className="zhdj-gallery-heading">
          {galleryTexts.title}
        </Typography.Title>
        <Menu mode="inline" selectedKeys={[selected ?? '']} items={items} onClick={({ key }) => onSelect(key || undefined)} />
      </Layout.Sider>
      <Layout.Content className="zhdj-gallery-content">
        {!selected && <Typography.Paragraph type="secondary">{galleryTexts.intro}</Typography.Paragraph>}
        {selected && !shown.length && <Alert type="warning" showIcon message={galleryTexts.notFound(selected)} />}
        {shown.map((e) => (
          <EntryView key={e.name} entry={e} rows={rows} />
        ))}
      </Layout.Content>
    </Layout>
  );
}
