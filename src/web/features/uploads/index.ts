// The uploads feature's front door: what other parts of the app may use.
export { preparePhotos } from './api/prepare-photos';
export { UploadSettingsCard } from './components/upload-settings-card';
export { newIdempotencyKey, useUploadRetry } from './use-upload-retry';
export { useUploadLimitsCheck } from './api/get-upload-limits';
export { useUploadSettings } from './api/get-upload-settings';
