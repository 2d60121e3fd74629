/**
 * The first thing a session whose password must change sees: the change-password dialog on an empty page. The
 * server answers nothing else to such a session (403), so the menu and the workspace load only after the change.
 */
import { ChangePasswordModal } from './change-password-modal';
import { setShowChangePassword } from '../../stores/session';

export function ForcedPasswordChange() {
  return (
    <div className="forced-password-change" style={{ minHeight: '100vh', background: '#f0f2f5' }}>
      <ChangePasswordModal open forced onClose={() => setShowChangePassword(false)} />
    </div>
  );
}
