// Password hashing lives in shared/ (login here, password change and recovery in the account feature).
export { hashPassword, verifyPassword } from '../../shared/password.ts';
