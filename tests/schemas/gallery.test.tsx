/**
 * Every sample of every file of schemas/gallery, rendered as the gallery shows it (a Formily form, or the screen)
 * against the in-browser demo provider, and its DOM snapshotted. A new gallery file is covered without a new test.
 * A sample fails when its widget throws, renders nothing, or asks for data its file gives no demo answer for.
 */
import fs from 'node:fs';
import path from 'node:path';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import type { GalleryEntry } from '../../renderer/gallery/gallery-entry';
import { SampleView, sampleProvider } from '../../renderer/gallery/sample-view';
import type { DemoProvider } from '../../renderer/gallery/demo-provider';

// Some widgets start from a random choice (the map drawer's colour): fixed, so the snapshot is stable.
beforeEach(() => void vi.spyOn(Math, 'random').mockReturnValue(0.25));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const DIR = path.resolve('schemas/gallery');
const entries: GalleryEntry[] = fs
  .readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => JSON.parse(fs.readFileSync(path.join(DIR, f), 'utf8')) as GalleryEntry);

/** Antd's hashed theme classes and generated ids change with versions and render order: not part of the widget. */
export function normalizedHtml(root: Element): string {
  // CodeMirror writes the sizes it measures, frame by frame, as inline styles: when it measured is not what it shows.
  const copy = root.cloneNode(true) as Element;
  copy.querySelectorAll('.cm-editor [style], .cm-editor[style]').forEach((e) => e.removeAttribute('style'));
  return copy.innerHTML
    .replace(/\s?css-dev-only-do-not-override-[\w-]+/g, '')
    .replace(/:r[0-9a-z]+:/g, ':id:')
    .replace(/\brc_[a-z_]+_\d+/g, 'rc_id')
    .replace(/\b(rc-[a-z]+-)\d+/g, '$1id')
    .replace(/\bblob:[^"]+/g, 'blob:')
    .replace(/<svg[^>]*?data-icon="([^"]+)"[\s\S]*?<\/svg>/g, '<svg icon="$1"/>')
    .replace(/>\s*</g, '>\n<');
}

/** Waits until the widget's data has arrived: no request in flight across a render, twice in a row. */
async function settle(provider: DemoProvider) {
  for (let quiet = 0; quiet < 2; ) {
    const before = provider.requests.length;
    await act(async () => {
      while (provider.inFlight()) await new Promise((r) => setTimeout(r, 0));
    });
    quiet = provider.requests.length === before && !provider.inFlight() ? quiet + 1 : 0;
  }
}

const cases = entries.flatMap((entry) => entry.samples.map((sample) => [entry.name, sample.key, entry, sample] as const));

describe('the gallery folder', () => {
  it('has entries', () => expect(entries.length).toBeGreaterThan(0));
});

describe.each(cases)('gallery %s / %s', (_name, _key, entry, sample) => {
  it('renders its widget from the demo answers', async () => {
    const provider = sampleProvider(entry, sample);
    const { container } = render(<SampleView entry={entry} sample={sample} provider={provider} />);
    const widget = () => container.querySelector('.zhdj-gallery-widget');
    await waitFor(() => expect(widget()).not.toBeNull(), { timeout: 20_000 });
    if (entry.kind === 'screen') await waitFor(() => expect(container.querySelector('.ant-table-row, .ant-formily-item')).not.toBeNull(), { timeout: 20_000 });
    else await waitFor(() => expect(widget()!.querySelector('.ant-formily-item-control-content-component')?.childElementCount).toBeGreaterThan(0), { timeout: 20_000 });
    await settle(provider);
    // Data that is not a request (the area table, a lazy chunk) shows a spinner until it arrives.
    await waitFor(() => expect(widget()!.querySelector('.ant-spin-spinning')).toBeNull(), { timeout: 20_000 });
    expect(container.querySelector('.zhdj-gallery-error')?.textContent ?? null).toBeNull();
    expect(provider.misses).toEqual([]);
    expect({ value: container.querySelector('.zhdj-gallery-value')?.textContent ?? null, html: normalizedHtml(widget()!) }).toMatchSnapshot();
  }, 60_000);
});
