import { Button } from '@/fast/button';
import { Link } from 'react-router-dom';
import { useT } from '@/i18n/texts-provider';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { TextWithParts } from '@/i18n/text-with-parts';
import { PhoneNumber } from '@/ui/phone-number';

/** "+91 20 4000 1234" as a `tel:` address: the plus and the digits. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

interface ThankYouProps {
  supportPhone?: string;
  /**
   * The phone the wizard verified (digits with the country code): its account logs in now. Not
   * known after a reload, which keeps only the fact that the wizard was sent.
   */
  phone?: string;
  /** Clears this tab's wizard for the next person on the same device. */
  onRestart: () => void;
}

/**
 * The wizard's end: the details were received, changes go through the support number (a `tel:`
 * link, from the server's configuration), and the account the wizard just made logs in with the
 * verified phone, from here. One phone or tablet at an office or event takes several people in
 * turn: the next one starts afresh, once asked.
 */
export function ThankYou({ supportPhone, phone, onRestart }: ThankYouProps) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <section role="status" className="flex flex-col gap-3 rounded-lg border p-6">
        <h1 className="text-2xl font-semibold">{t('wizard.thanksTitle')}</h1>
        <p>
          <TextWithParts
            text="wizard.thanks"
            parts={{
              phone: supportPhone ? (
                <a
                  href={telHref(supportPhone)}
                  className="text-primary font-medium whitespace-nowrap underline underline-offset-4"
                >
                  {supportPhone}
                </a>
              ) : (
                '…'
              ),
            }}
          />
        </p>
        <p>
          {phone ? (
            <TextWithParts
              text="wizard.next.logInWith"
              parts={{ phone: <PhoneNumber phone={phone} className="font-medium" /> }}
            />
          ) : (
            t('wizard.next.logInNow')
          )}{' '}
          <Link
            to="/auth/login"
            state={phone ? { phone } : undefined}
            className="text-primary font-medium underline underline-offset-4"
          >
            {t('wizard.next.logIn')}
          </Link>
        </p>
      </section>
      <ConfirmDialog
        title={t('wizard.again.anotherTitle')}
        description={t('wizard.again.anotherBody')}
        cancelText={t('wizard.again.cancel')}
        confirmText={t('wizard.again.startNew')}
        onConfirm={onRestart}
        trigger={
          <Button type="button" variant="outline" className="sm:self-start">
            {t('wizard.again.anotherPerson')}
          </Button>
        }
      />
    </div>
  );
}
