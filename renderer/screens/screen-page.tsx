import { useEffect, useState } from 'react';
import { Alert, ConfigProvider, Spin } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { EntitySchema } from '@shared/entity-meta';
import { useDataProvider } from '../data-provider';
import { DashboardScreen } from './dashboard/dashboard-screen';
import { DetailScreen } from './detail-screen';
import { FormScreen } from './form-screen';
import { ListScreen } from './list-screen';
import { loadScreen } from './load-screen';
import type { ScreenSchema } from './screen-schema';
import { StepsScreen } from './steps-screen';
import { TreeScreen } from './tree-screen';
import { texts } from '../texts';

export interface ScreenPageProps {
  /** Id of a schema in schemas/screens (the `<id>` of a menu component `schema/<id>`). */
  screenId: string;
  /** The page's query parameters (`id` of a detail, form or steps page). */
  params?: Record<string, string>;
}

/** A dashboard reads aggregates and routes, not one entity: it comes without one. */
type Loaded = { screen: ScreenSchema; entity: EntitySchema | null };

const NO_PARAMS: Record<string, string> = {};

function Screen({ screen, entity, params }: Loaded & { params: Record<string, string> }) {
  if (screen.type === 'dashboard') return <DashboardScreen screen={screen} />;
  if (!entity) return <Alert type="error" showIcon message={texts.screenLoadFailed} />;
  switch (screen.type) {
    case 'list':
      return <ListScreen screen={screen} entity={entity} params={params} />;
    case 'form':
      return <FormScreen screen={screen} entity={entity} params={params} />;
    case 'detail':
      return <DetailScreen screen={screen} entity={entity} params={params} />;
    case 'steps':
      return <StepsScreen screen={screen} entity={entity} params={params} />;
    case 'tree':
      return <TreeScreen screen={screen} entity={entity} />;
  }
}

/** Loads a screen schema through the data provider and renders it: the page behind every `schema/<id>` menu. */
export default function ScreenPage({ screenId, params = NO_PARAMS }: ScreenPageProps) {
  const provider = useDataProvider();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setLoaded(null);
    setError(null);
    loadScreen(provider, screenId)
      .then((answer) => live && setLoaded(answer))
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
      <Screen key={screenId} screen={loaded.screen} entity={loaded.entity} params={params} />
    </ConfigProvider>
  );
}
