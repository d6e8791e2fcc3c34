// Jest project for the API server: Node environment, TypeScript through babel-jest with its own presets
// (the root babel.config.js is for the Taro app and is deliberately not read here).
module.exports = {
  displayName: 'server',
  rootDir: __dirname,
  roots: ['<rootDir>'],
  testEnvironment: 'node',
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
  transform: {
    '^.+\\.[jt]s$': [
      'babel-jest',
      {
        configFile: false,
        babelrc: false,
        presets: [['@babel/preset-env', { targets: { node: 'current' } }], '@babel/preset-typescript'],
      },
    ],
  },
  // light-my-request (fastify's inject) requires cookie@2, which is ESM-only: Node 20 loads it natively,
  // but Jest's module runtime cannot require ESM before Node 24.9, so compile it to CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  // Each test builds a whole app (migrations, seed) and logs a learner in; npm test runs jest beside a browser suite,
  // where 5 s was too short for that set-up.
  testTimeout: 30_000,
}
