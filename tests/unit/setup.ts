// Shared setup for unit tests: DOM matchers for component tests that opt into jsdom.
import '@testing-library/jest-dom/vitest'
