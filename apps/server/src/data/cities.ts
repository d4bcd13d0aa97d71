// The offline city list behind the geo city lookup and distance search lives in @app/demo-data, shared with the
// seed and the mocks so Storybook suggests exactly what the server answers.
export { cities } from '@app/demo-data';
