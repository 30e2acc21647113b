export {
  DiecutApiError,
  type DiecutApiErrorKind,
  DiecutAuthError,
  DiecutNotFoundError,
  DiecutRateLimitError,
  DiecutValidationError,
} from './diecut-api-error';
export { type ApiKeyFamily, type CallOptions, DiecutClient, type DiecutClientOptions } from './diecut-client';
export type { ArtworkData, ArtworkFile, CreateMockupInput, UpdateMockupInput } from './mockup-form';
export type { RetryOptions } from './retry';
