import { Handshake, MessageCircle, Phone, Share2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '@/fast/button';
import { useT } from '@/i18n/texts-provider';
import { toast } from '@/ui/toasts';
import type { Listing } from './directory-types';

/** 44 px on a phone, shadcn's own height from `md` up; icon and words side by side. */
const ACTION = 'min-h-11 gap-2 md:min-h-9';

/** The members-only address of a listing, as Share sends it. */
export const listingUrl = (id: string) =>
  `${location.origin}/secure/directory/${encodeURIComponent(id)}`;

/**
 * WhatsApp's link to the owner with a greeting in the viewer's language (WhatsApp wants the number
 * in international digits without "+": `https://wa.me/919817254989?text=…`).
 */
export const whatsappLink = (whatsapp: string, greeting: string) =>
  `https://wa.me/${whatsapp}?text=${encodeURIComponent(greeting)}`;

type ContactListing = Pick<Listing, 'id' | 'businessName' | 'phone' | 'own'> & {
  owner: Pick<Listing['owner'], 'name' | 'groupNumber' | 'groupName'>;
};

/**
 * A listing's ways in: WhatsApp and Call when the owner shows their phone (otherwise a line saying
 * a referral is the way), Share, and Give a referral (not on one's own listing).
 */
export function ContactActions({ listing }: { listing: ContactListing }) {
  const t = useT();
  const { phone } = listing;

  const share = async () => {
    const url = listingUrl(listing.id);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({
          title: listing.businessName,
          text: t('directory.shareText', { businessName: listing.businessName }),
          url,
        });
        return;
      } catch (error) {
        // The member closed the share sheet: nothing more to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('directory.linkCopied'));
    } catch {
      toast.error(t('directory.copyFailed', { url }));
    }
  };

  return (
    <div className="flex flex-col gap-3">
      {phone ? (
        <div className="flex flex-wrap gap-2">
          <a
            href={whatsappLink(
              phone.whatsapp,
              t('directory.whatsappGreeting', {
                ownerName: listing.owner.name,
                businessName: listing.businessName,
              }),
            )}
            target="_blank"
            rel="noopener noreferrer"
            className={`${buttonVariants({ variant: 'default' })} ${ACTION}`}
          >
            <MessageCircle aria-hidden className="size-4" />
            {t('directory.whatsapp')}
          </a>
          <a
            href={`tel:${phone.tel}`}
            className={`${buttonVariants({ variant: 'outline' })} ${ACTION}`}
          >
            <Phone aria-hidden className="size-4" />
            {t('directory.callNumber', { phone: phone.display })}
          </a>
        </div>
      ) : (
        !listing.own && <p className="text-muted-foreground">{t('directory.noPhone')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {!listing.own && (
          <Link
            to={`/secure/directory/${encodeURIComponent(listing.id)}/refer`}
            // The referral page heads itself with these, instead of opening the listing again,
            // which would count a second view against the day's cap.
            state={{ listing: { businessName: listing.businessName, owner: listing.owner } }}
            className={`${buttonVariants({ variant: phone ? 'outline' : 'default' })} ${ACTION}`}
          >
            <Handshake aria-hidden className="size-4" />
            {t('directory.giveReferral')}
          </Link>
        )}
        <Button type="button" variant="outline" className={ACTION} onClick={() => void share()}>
          <Share2 aria-hidden className="size-4" />
          {t('directory.share')}
        </Button>
      </div>
    </div>
  );
}
