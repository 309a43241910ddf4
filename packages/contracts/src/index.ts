export * from './auth.js';
export * from './config.js';
export * from './errors.js';
export * from './limits.js';
export * from './password-rules.js';
export * from './permissions.js';
