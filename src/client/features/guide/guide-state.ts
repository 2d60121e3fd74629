/**
 * Where the setup wizard stands (001 §2: step index 0..3 and a success flag). Both are kept in local storage, so
 * a reload comes back to them; the wizard has no route of its own (it replaces the workspace while it is due).
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

const FINISHED_KEY = 'zhdj-guide-finished';

/**
 * The server accepted the guide of this user (completeGuide): until 进入系统, a reload shows the success page again
 * instead of step 1. Kept by user id, so another account logging in on this browser still gets its own wizard.
 */
export const markGuideFinished = (userId: string) => localStorage.setItem(FINISHED_KEY, userId);
export const guideFinished = (userId: string | undefined) => !!userId && localStorage.getItem(FINISHED_KEY) === userId;
export const forgetGuideFinished = () => localStorage.removeItem(FINISHED_KEY);
