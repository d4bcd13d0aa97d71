// The fixed demo logins live in @app/demo-data (the mocks log in with the same ones): server.ts prints them, the
// README lists them, e2e tests use them.
export { DEMO_PASSWORD, demoLogins } from '@app/demo-data';
