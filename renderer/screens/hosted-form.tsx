import { useEffect, useState } from 'react';
import { Alert, Spin } from 'antd';
import type { EntitySchema } from '@shared/entity-meta';
import { useDataProvider } from '../data-provider';
import { preloadScreen } from '../schema/preload';
import { FormScreen, type FormHandle } from './form-screen';
import type { FormScreenSchema } from './screen-schema';
import { texts } from '../texts';

export type { FormHandle };

export interface HostedFormProps {
  /** Id of a form screen. */
  screenId: string;
  /** The host's buttons drive it through this handle (save, modified). */
  onReady(handle: FormHandle): void;
}

/** A form screen inside a host of its own (a wizard step): without its own buttons, saved by the host. */
export default function HostedForm({ screenId, onReady }: HostedFormProps) {
  const provider = useDataProvider();
  const [loaded, setLoaded] = useState<{ screen: FormScreenSchema; entity: EntitySchema } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    provider
      .screen({ id: screenId })
      .then(async (r) => {
        if (r.screen.type !== 'form' || !r.entity) throw new Error(texts.notAForm(screenId));
        await preloadScreen(r.screen, r.entity);
        if (live) setLoaded({ screen: r.screen, entity: r.entity });
      })
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : texts.screenLoadFailed));
    return () => void (live = false);
  }, [provider, screenId]);
  if (error) return <Alert type="error" showIcon message={texts.screenLoadFailed} description={error} />;
  if (!loaded) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  return <FormScreen screen={loaded.screen} entity={loaded.entity} params={{}} onReady={onReady} />;
}
