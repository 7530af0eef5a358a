// @vitest-environment node
/**
 * The directory's search key: a name written in Latin letters, Devanagari or Tamil gives one key,
 * so a search in any script finds it in the others. The table holds the surnames, first names,
 * business words and cities of the sample data (seed groups, bench:staff's members, the API tests'
 * members and businesses) and common Indian surnames and business words.
 */
import { describe, expect, it } from 'vitest';
import { directoryKey } from '../../src/server/services/directory-key';

/** [Latin, Devanagari, Tamil]: the same word as people write it in each script. */
const SAME: [string, string, string][] = [
  // Surnames
  ['Sharma', 'शर्मा', 'சர்மா'],
  ['Gupta', 'गुप्ता', 'குப்தா'],
  ['Patel', 'पटेल', 'படேல்'],
  ['Patil', 'पाटील', 'பாட்டீல்'],
  ['Iyer', 'अय्यर', 'ஐயர்'],
  ['Reddy', 'रेड्डी', 'ரெட்டி'],
  ['Kumar', 'कुमार', 'குமார்'],
  ['Agarwal', 'अग्रवाल', 'அகர்வால்'],
  ['Rao', 'राव', 'ராவ்'],
  ['Verma', 'वर्मा', 'வர்மா'],
  ['Khan', 'ख़ान', 'கான்'],
  ['Nair', 'नायर', 'நாயர்'],
  ['Das', 'दास', 'தாஸ்'],
  ['Raman', 'रामन', 'ராமன்'],
  ['Subramaniam', 'सुब्रमण्यम', 'சுப்பிரமணியம்'],
  ['Venkataraman', 'वेंकटरमन', 'வெங்கட்ராமன்'],
  ['Ramanathan', 'रामनाथन', 'ராமநாதன்'],
  ['Kapoor', 'कपूर', 'கபூர்'],
  ['Singh', 'सिंह', 'சிங்'],
  ['Shah', 'शाह', 'ஷா'],
  // First names
  ['Lakshmi', 'लक्ष्मी', 'லட்சுமி'],
  ['Sunita', 'सुनीता', 'சுனிதா'],
  ['Kavitha', 'कविता', 'கவிதா'],
  ['Murugan', 'मुरुगन', 'முருகன்'],
  ['Priya', 'प्रिया', 'பிரியா'],
  ['Rahul', 'राहुल', 'ராகுல்'],
  ['Ravi', 'रवि', 'ரவி'],
  ['Asha', 'आशा', 'ஆஷா'],
  ['Meena', 'मीना', 'மீனா'],
  ['Imran', 'इमरान', 'இம்ரான்'],
  ['Fatima', 'फ़ातिमा', 'பாத்திமா'],
  ['Joseph', 'जोसेफ़', 'ஜோசப்'],
  ['Geeta', 'गीता', 'கீதா'],
  ['Yogesh', 'योगेश', 'யோகேஷ்'],
  ['Mohan', 'मोहन', 'மோகன்'],
  ['Chandran', 'चंद्रन', 'சந்திரன்'],
  // Business words
  ['Textiles', 'टेक्सटाइल्स', 'டெக்ஸ்டைல்ஸ்'],
  ['Tiffins', 'टिफ़िन्स', 'டிஃபின்ஸ்'],
  ['Motors', 'मोटर्स', 'மோட்டார்ஸ்'],
  ['Jewellers', 'ज्वेलर्स', 'ஜுவல்லர்ஸ்'],
  ['Traders', 'ट्रेडर्स', 'டிரேடர்ஸ்'],
  ['Pharma', 'फ़ार्मा', 'பார்மா'],
  ['Printers', 'प्रिंटर्स', 'பிரிண்டர்ஸ்'],
  ['Sweets', 'स्वीट्स', 'ஸ்வீட்ஸ்'],
  ['Electricals', 'इलेक्ट्रिकल्स', 'எலக்ட்ரிக்கல்ஸ்'],
  ['Tours', 'टूर्स', 'டூர்ஸ்'],
  ['Consultants', 'कंसल्टेंट्स', 'கன்சல்டன்ட்ஸ்'],
  ['Silks', 'सिल्क्स', 'சில்க்ஸ்'],
  ['Enterprises', 'एंटरप्राइजेज', 'என்டர்பிரைசஸ்'],
  ['Agencies', 'एजेंसीज़', 'ஏஜென்சீஸ்'],
  ['Engineering', 'इंजीनियरिंग', 'இன்ஜினியரிங்'],
  ['Logistics', 'लॉजिस्टिक्स', 'லாஜிஸ்டிக்ஸ்'],
  ['Digital', 'डिजिटल', 'டிஜிட்டல்'],
  ['Technologies', 'टेक्नोलॉजीज़', 'டெக்னாலஜிஸ்'],
  ['Management', 'मैनेजमेंट', 'மேனேஜ்மென்ட்'],
  ['Chemicals', 'केमिकल्स', 'கெமிக்கல்ஸ்'],
  ['Sons', 'संस', 'சன்ஸ்'],
  // Cities of the sample groups and the tests
  ['Pune', 'पुणे', 'புனே'],
  ['Mumbai', 'मुंबई', 'மும்பை'],
  ['Chennai', 'चेन्नई', 'சென்னை'],
  ['Nashik', 'नासिक', 'நாசிக்'],
  ['Bengaluru', 'बेंगलुरु', 'பெங்களூரு'],
  ['Delhi', 'दिल्ली', 'டெல்லி'],
  ['Jaipur', 'जयपुर', 'ஜெய்ப்பூர்'],
  ['Kolkata', 'कोलकाता', 'கொல்கத்தா'],
  ['Nagpur', 'नागपुर', 'நாக்பூர்'],
  ['Guwahati', 'गुवाहाटी', 'குவாஹாட்டி'],
  ['Coimbatore', 'कोयंबटूर', 'கோயம்புத்தூர்'],
  ['Madurai', 'मदुरै', 'மதுரை'],
];

describe('directoryKey', () => {
  it.each(SAME)('%s, %s and %s give one key', (latin, devanagari, tamil) => {
    const key = directoryKey(latin);
    expect(key).not.toBe('');
    expect(directoryKey(devanagari)).toBe(key);
    expect(directoryKey(tamil)).toBe(key);
  });

  it('folds the spellings people use for one Latin name', () => {
    for (const group of [
      ['Sharma', 'Sarma', 'SHARMA', 'Śarmā'],
      ['Iyer', 'Aiyar', 'Ayyar'],
      ['Reddy', 'Reddi', 'Redy'],
      ['Agarwal', 'Aggarwal', 'Agrawal'],
      ['Subramaniam', 'Subramaniyam'],
      ['Jewellers', 'Jewelers'],
      ['Chennai', 'Chenai'],
    ])
      expect(new Set(group.map(directoryKey))).toEqual(new Set([directoryKey(group[0]!)]));
  });

  it('keys each word of a text, whatever mix of scripts it is in', () => {
    expect(directoryKey('Sharma Textiles, Pune')).toBe('srm tkstls pn');
    expect(directoryKey('शर्मा टेक्सटाइल्स, पुणे')).toBe('srm tkstls pn');
    expect(directoryKey('சர்மா Textiles पुणे')).toBe('srm tkstls pn');
    expect(directoryKey('  A-1 Sweets & Namkeen ')).toBe('a 1 svts nmkn');
    expect(directoryKey('')).toBe('');
    expect(directoryKey('!! —')).toBe('');
  });

  it('reads digits of any script as ASCII digits', () => {
    expect(directoryKey('दुकान १२')).toBe(directoryKey('Dukan 12'));
    expect(directoryKey('கடை ௧௦௧')).toBe(directoryKey('kadai 101'));
    expect(directoryKey('Shop 411001')).toBe('sp 411001');
  });

  it('merges what it says it merges: voicing, aspiration and vowels', () => {
    // Documented false friends (docs/decisions/060): a search for one finds the other.
    expect(directoryKey('Patel')).toBe(directoryKey('Patil'));
    expect(directoryKey('Kumar')).toBe(directoryKey('Gomar'));
    expect(directoryKey('Das')).toBe(directoryKey('Tas'));
    // But consonants that differ keep names apart.
    expect(directoryKey('Sharma')).not.toBe(directoryKey('Verma'));
    expect(directoryKey('Gupta')).not.toBe(directoryKey('Kapoor'));
    expect(directoryKey('Reddy')).not.toBe(directoryKey('Rao'));
    expect(directoryKey('Iyer')).not.toBe(directoryKey('Nair'));
  });
});
