import { useEffect, useState } from 'react';
import { Alert, ConfigProvider, Spin } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { EntitySchema } from '@shared/entity-meta';
import { useDataProvider } from '../data-provider';
import { preloadScreen } from '../schema/preload';
import { ListScreen } from './list-screen';
import type { ScreenSchema } from './screen-schema';
import { texts } from '../texts';

export interface ScreenPageProps {
  /** Id of a schema in schemas/screens (the `<id>` of a menu component `schema/<id>`). */
  screenId: string;
}

type Loaded = { screen: ScreenSchema; entity: EntitySchema };

/** Loads a screen schema through the data provider and renders it: the page behind every `schema/<id>` menu. */
export default function ScreenPage({ screenId }: ScreenPageProps) {
  const provider = useDataProvider();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setLoaded(null);
    setError(null);
    provider
      .screen({ id: screenId })
      .then(async (answer) => {
        await preloadScreen(answer.screen, answer.entity);
        if (live) setLoaded(answer);
      })
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : texts.screenLoadFailed));
    return () => {
      live = false;
    };
  }, [provider, screenId]);

  if (error) return <Alert type="error" showIcon message={texts.screenLoadFailed} description={error} />;
  if (!loaded) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  // Chinese paging and empty texts even when the host sets no locale; the host's theme is inherited.
  return (
    <ConfigProvider locale={zhCN}>
      <ListScreen key={screenId} screen={loaded.screen} entity={loaded.entity} />
    </ConfigProvider>
  );
}
