/**
 * Where the setup wizard stands (001 §2: step index 0..3 and a success flag). The step is kept in local storage, so
 * a reload comes back to it; the wizard has no route of its own (it replaces the workspace while it is due).
 */
import { useState } from 'react';

const KEY = 'zhdj-guide-step';
export const STEP_COUNT = 4;

function savedStep(): number {
  const n = Number(localStorage.getItem(KEY));
  return Number.isInteger(n) && n >= 0 && n < STEP_COUNT ? n : 0;
}

export function useGuideStep() {
  const [step, setStep] = useState(savedStep);
  const go = (next: number) => {
    localStorage.setItem(KEY, String(next));
    setStep(next);
  };
  return { step, go };
}

export const forgetGuideStep = () => localStorage.removeItem(KEY);
