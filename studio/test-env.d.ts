// Types for the DOM matchers that tests/unit/setup.ts registers with vitest.
import '@testing-library/jest-dom/vitest'
