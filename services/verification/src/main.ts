import { runStandalone } from '@tracker/kit/runtime';
import { verificationService } from './service.js';

await runStandalone(verificationService);
