/**
 * Places in the header that later versions fill: reminders, the announcement bell and the app-download QR code
 * (002 §2.1-2.3). They stay empty until a feature registers a component; nothing pretend is shown meanwhile.
 */
import type { ComponentType } from 'react';

export type HeaderSlot = 'reminders' | 'bell' | 'appQr';

const slots: Partial<Record<HeaderSlot, ComponentType>> = {};

export function registerHeaderSlot(slot: HeaderSlot, component: ComponentType): void {
  slots[slot] = component;
}

export function HeaderSlots() {
  const order: HeaderSlot[] = ['reminders', 'bell', 'appQr'];
  return (
    <>
      {order.map((slot) => {
        const Slot = slots[slot];
        return Slot ? <Slot key={slot} /> : null;
      })}
    </>
  );
}
