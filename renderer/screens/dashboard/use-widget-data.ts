import { useEffect, useState } from 'react';
import type { AggregateAnswer } from '@shared/aggregate-meta';
import { aggregate } from '@shared/services';
import { useDataProvider } from '../../data-provider';
import { texts } from '../../texts';
import type { ChartWidget } from './dashboard-schema';
import { fromAggregate, fromSource, type Figures } from './figures';

export interface WidgetData {
  figures: Figures | null;
  error: string | null;
}

/** Where a widget's figures come from (any widget with data: stat, chart, rank). */
type DataSpec = Partial<Pick<ChartWidget, 'aggregate' | 'params' | 'source' | 'title' | 'seriesName'>>;

/**
 * Loads a widget's figures, again whenever `tick` changes (the dashboard's polling). The previous figures stay on
 * screen while a reload runs, so a refresh does not flash.
 */
export function useWidgetData(spec: DataSpec, tick: number): WidgetData {
  const provider = useDataProvider();
  const [state, setState] = useState<WidgetData>({ figures: null, error: null });
  const key = JSON.stringify([spec.aggregate, spec.params, spec.source, spec.seriesName]);
  useEffect(() => {
    let live = true;
    const title = spec.title ?? '';
    const load = spec.aggregate
      ? provider
          .call({ method: 'GET', url: aggregate.run.path.replace('{id}', spec.aggregate), params: spec.params })
          .then((a) => fromAggregate(a as AggregateAnswer, spec.seriesName))
      : spec.source
        ? provider.call({ method: 'GET', url: spec.source.url }).then((r) => fromSource(r, spec.source!, title))
        : Promise.resolve(null);
    load.then(
      (figures) => live && setState({ figures, error: null }),
      (e: unknown) => live && setState((s) => ({ figures: s.figures, error: e instanceof Error ? e.message : texts.dashboardLoadFailed })),
    );
    return () => void (live = false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [provider, key, tick]);
  return state;
}
