import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import type { Clock } from '../clock';
import { loadSecret } from './secret';
import { devDelivery, whatsappDelivery } from './otp-delivery';
import { localVerification } from './local-verification';
import { phoneProofs } from './phone-proofs';
import { tokenService } from './tokens';
import { accountService } from './accounts';
import { businessService } from './businesses';
import { wizardService } from './wizard';

/** Every service, wired once per app from its config, database and clock. */
export function createServices(config: Config, db: Db, clock: Clock, log: FastifyBaseLogger) {
  const secret = loadSecret(config.jwtSecret, config.dataDir);
  const delivery =
    config.otpDelivery === 'whatsapp' ? whatsappDelivery(config.whatsapp) : devDelivery(log);
  const proofs = phoneProofs(db, config, clock);
  const tokens = tokenService(db, secret, clock);
  const accounts = accountService(db, proofs, tokens, clock);
  const businesses = businessService(db, clock, config.limits);
  return {
    delivery,
    verification: localVerification(db, secret, delivery, clock, config.otpResendSeconds * 1000),
    proofs,
    tokens,
    accounts,
    businesses,
    wizard: wizardService(
      db,
      clock,
      proofs,
      accounts,
      businesses,
      config.limits.businessesPerWizardSubmit,
    ),
  };
}

export type Services = ReturnType<typeof createServices>;
