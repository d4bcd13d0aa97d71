// The reactivation notice's dialog, loaded on its own (React.lazy in NoticesHost): few members ever see it, and the
// dialog brings Radix Dialog, its focus trap and scroll lock, which every member page would otherwise load first.
import { ReactivationDialog } from '@app/ui';

export default ReactivationDialog;
