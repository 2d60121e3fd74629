import { useEffect } from 'react';
import { deviceForWidth, setDevice } from '../stores/settings';

/** Keeps the device class in step with the window width (mobile below 1088 px). */
export function useDeviceWatcher(): void {
  useEffect(() => {
    const update = () => setDevice(deviceForWidth(window.innerWidth));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
}
