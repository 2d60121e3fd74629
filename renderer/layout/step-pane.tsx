import { createContext, useContext, type ReactNode } from 'react';

/** The index of the step a steps screen shows. */
export const ActiveStepContext = createContext(0);

export interface StepPaneProps {
  /** This pane's step. */
  index: number;
  children?: ReactNode;
}

/**
 * One step of a steps screen. Every pane stays mounted (hidden when not active), so the values and the validation
 * state of the other steps are kept while the user moves between them.
 */
export function StepPane({ index, children }: StepPaneProps) {
  const active = useContext(ActiveStepContext);
  return (
    <div className="zhdj-step-pane" data-step={index} hidden={active !== index}>
      {children}
    </div>
  );
}

export default StepPane;
