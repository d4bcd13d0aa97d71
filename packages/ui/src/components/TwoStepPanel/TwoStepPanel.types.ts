// What the two-step sign-in panel shows and calls (TwoStepPanel.tsx, TwoStepOn.tsx).
/**
 * Where two-step sign-in stands, as the page shows it (dates already formatted):
 * - `off`: not on; `setup`: a secret was made, the app is being set up and its first code turns it on;
 * - `codes`: the recovery codes, shown once, right after turning on or making new codes;
 * - `on`: on since `since`, with `recoveryCodesLeft` unused recovery codes.
 */
export type TwoStepPanelState =
  | { step: 'off' }
  | { step: 'setup'; secret: string; otpauthUri: string }
  | { step: 'codes'; recoveryCodes: string[] }
  | { step: 'on'; since: string; recoveryCodesLeft: number };

/** Proof it is the member, asked before turning off or making new codes: the password, or a code. */
export type TwoStepProof = { currentPassword: string } | { code: string };

export interface TwoStepPanelProps {
  status: 'loading' | 'ready' | 'error';
  /** Reads the state again after it could not be read. */
  onRetry: () => void;
  state?: TwoStepPanelState;
  /** Whether the member has a password: proofs ask for it; otherwise for a code from the app. */
  hasPassword: boolean;
  /** Off → asks the server for a secret. */
  onStart: () => void;
  starting?: boolean;
  /** The setup's first code from the app (trimmed). */
  onEnable: (code: string) => void;
  enabling?: boolean;
  onCancelSetup: () => void;
  /** "I have saved my codes" leaves the codes step. */
  onCodesSaved: () => void;
  onDisable: (proof: TwoStepProof) => void;
  disabling?: boolean;
  onNewCodes: (proof: TwoStepProof) => void;
  regenerating?: boolean;
  /** A field the server refused ('code' for the setup code or a code proof, 'currentPassword'), beside that field. */
  fieldError?: { field: 'code' | 'currentPassword'; message: string };
  /** Other failures, as an alert. */
  error?: string;
  /** The last action's success, role=status. */
  saved?: string;
}
