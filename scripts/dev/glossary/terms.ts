/**
 * The translators' glossary as data: one rendering per term and language, and the
 * variants that must not appear (the works' terms in works-terms.ts, site practice in practice-terms.ts,
 * usage terms in usage-terms.ts). docs/glossary.md is generated from both
 * (`npm run glossary`, markdown.ts), and tests/unit/dev/glossary.test.ts holds the catalogues to it.
 *
 * `match` patterns find a term in any inflected form (stems, not whole words);
 * a term without them is documented but not checked.
 */
import { r, type GlossaryTerm } from './types';
import { worksTerms } from './works-terms';
import { usageTerms } from './usage-terms';
import { practiceTerms } from './practice-terms';

export type { GlossaryTerm, Rendering } from './types';

const technicalTerms: readonly GlossaryTerm[] = [
  {
    en: 'laser scanning',
    match: /laser[- ]scann(ing|ed|er)/i,
    ru: r('лазерное сканирование', /лазерн\p{L}* (3D-)?сканир|лазерн\p{L}* сканер/iu),
    az: r('lazer skanlama', /lazer skan/iu),
    ar: r('المسح بالليزر', /ليزر/u)
  },
  { en: 'terrestrial (laser) scanner', ru: r('наземный лазерный сканер'), az: r('yerüstü lazer skaneri'), ar: r('ماسح ليزر أرضي') },
  {
    en: 'hand-held scanner',
    match: /hand-held/i,
    ru: r('ручной сканер', /ручн/iu),
    // A compound with «əl» names what is done to or by the hand: «əl skanı» reads as a scan of a hand and
    // «əl skanlaması» as manual scanning. The device is named: «əl skaneri», the activity «əl skaneri ilə skanlama».
    az: r(
      'əl skaneri (menu: Əl skanerləri; the work: əl skaneri ilə skanlama)',
      /(?<!\p{L})əl (3D |lazer )?skan/iu,
      /(?<!\p{L})əl skan(?!er)/iu
    ),
    // «يدوي» is "manual": a hand-held scanner is carried, not worked by hand.
    ar: r('ماسح محمول', /محمول/u, /(مسح|ماسح|ماسحات|المسح|الماسحات)\s+(ال)?يدوي/u)
  },
  {
    en: 'point cloud',
    match: /point cloud/i,
    ru: r('облако точек', /облак\p{L}* точек/iu),
    az: r('nöqtə buludu', /nöqtə bulud/iu),
    ar: r('سحابة نقطية (سُحب نقطية)', /(سحاب|سحب)\p{L}* (ال)?نقطي/u)
  },
  {
    en: 'registration (of scans)',
    ru: r('сшивка'),
    az: r('birləşdirmə'),
    // A bare «تسجيل» reads as "recording": the scans are joined («ربط») or merged («دمج») into one cloud.
    // «(التسجيل)» may follow the first mention on a page, for readers who know the software's word.
    ar: r('ربط عمليات المسح / دمج (مربوطة، مدمجة); «(التسجيل)» after the first mention')
  },
  { en: 'survey control (network)', ru: r('опорная геодезическая сеть'), az: r('dayaq geodeziya şəbəkəsi'), ar: r('شبكة التحكم المساحي') },
  {
    en: 'survey (the job: GPR, site, utility survey)',
    ru: r('съёмка / обследование'),
    // «tədqiqat» is research; a surveyor's job is «planalma» (mapping) or «ölçmə işləri» (measuring).
    // Research as an institution is «elmi-tədqiqat» («elmi-tədqiqat müəssisələri»); «tədqiqat obyekti» is a subject of study.
    az: r('planalma / ölçmə işləri', undefined, /(?<!elmi-)tədqiqat/iu),
    ar: r('مسح')
  },
  { en: 'survey target', ru: r('марка'), az: r('marka'), ar: r('هدف مساحي') },
  {
    en: 'total station',
    match: /total station/i,
    ru: r('электронный тахеометр', /тахеометр/iu),
    az: r('elektron taxeometr', /taxeometr/iu),
    ar: r('جهاز المحطة الشاملة', /(ال)?محط\p{L}* (ال)?شامل/u)
  },
  { en: 'structured light', ru: r('структурированный свет'), az: r('strukturlaşdırılmış işıq'), ar: r('الضوء المُهيكل') },
  { en: 'mesh', ru: r('полигональная сетка'), az: r('poliqonal şəbəkə'), ar: r('شبكة مضلعات') },
  {
    en: 'reverse engineering',
    match: /reverse engineering/i,
    ru: r('реверс-инжиниринг', /реверс-инжиниринг/iu),
    az: r('əks mühəndislik', /əks mühəndislik/iu),
    ar: r('الهندسة العكسية', /(ال|لل)هندسة العكسية/u)
  },
  { en: 'as-built (documentation)', ru: r('исполнительная документация'), az: r('icra sənədləri'), ar: r('وثائق الوضع القائم') },
  {
    en: 'clash detection',
    match: /clash/i,
    ru: r('проверка коллизий', /коллизи/iu),
    az: r('toqquşma yoxlaması', /toqquşma/iu),
    ar: r('كشف التعارضات', /تعارض/u)
  },
  {
    en: 'isometric drawing',
    match: /isometric/i,
    // A «схема» / «sxem» is a diagram, not a drawing a spool is fabricated from.
    ru: r('изометрический чертёж', /изометрическ\p{L}* черт[её]ж/iu, /изометрическ\p{L}* схем/iu),
    az: r('izometrik çertyoj', /[iİ]zometrik (və digər )?çertyoj/iu, /[iİ]zometrik sxem/iu),
    ar: r('رسم أيزومتري', /أيزومتري/u, /إيزومتري|ايزومتري|متساوي القياس/u)
  },
  { en: 'general arrangement drawing', ru: r('чертёж общего вида'), az: r('ümumi görünüş çertyoju'), ar: r('رسم الترتيب العام') },
  {
    en: 'front-end engineering design',
    match: /\bFEED\b/,
    // «Предпроектное» is the stage before design (feasibility, concept); FEED is a design stage: the basic design.
    ru: r('базовое проектирование (FEED)', /базов\p{L}*/iu, /предпроектн\p{L}* (проектир|\(FEED)/iu),
    az: r('ilkin layihələndirmə (FEED)', /\bFEED\b/u, /ön layihə|ön mühəndislik/iu),
    ar: r('التصميم الهندسي الأولي (FEED)', /التصميم الهندسي الأولي/u, /التصميم المبدئي/u)
  },
  {
    en: 'dimensional control',
    match: /dimensional control/i,
    // The menu's short label («Контроль размеров»); the page and the service name say it in full.
    except: ['Services.dimensional.menuLabel'],
    ru: r(
      'контроль геометрических размеров',
      /контрол\p{L}* геометрических размеров/iu,
      /контрол\p{L}* геометрии/iu,
      /геометрическ\p{L}* контрол|размерн\p{L}* контрол/iu,
      // A dimensional survey too: «съёмка геометрии» is not Russian survey usage.
      /съёмк\p{L}* геометри/iu
    ),
    az: r('ölçü nəzarəti', /ölçü nəzarət/iu, /ölçülərə nəzarət|ölçü yoxlaması/iu),
    ar: r('التحكم في الأبعاد', /(ال)?تحكم في (ال)?أبعاد/u, /(ال)?تحكم (ال)?بعدي|ضبط (ال)?أبعاد/u)
  },
  {
    en: 'geometry (of a part or structure)',
    match: /geometr/i,
    ru: r('геометрия', /геометр/iu),
    az: r('həndəsə', /həndəs/iu),
    // On an engineering company's site a bare «الهندسة» reads as "engineering".
    ar: r('الأشكال الهندسية', /(ال)?(أشكال|شكل) (ال)?هندسي/u, /(?<!\p{L})الهندسة (معقدة|الدقيقة|أعقد)/u)
  },
  {
    en: 'set-out',
    match: /set(ting)?-out/i,
    ru: r('разбивка', /разбив(к|оч)/iu),
    // «Вынос в натуру»: the dative («naturaya») is part of the term.
    az: r('naturaya köçürmə', /naturaya köçür/iu, /natura köçür/iu),
    // A bare «توقيع» first reads as "signing": «المساحي» unless foundations, bolts or coordinates follow.
    ar: r('التوقيع المساحي (bare «توقيع» only before foundations, bolts or coordinates)', /توقيع/u)
  },
  { en: 'closing spool', ru: r('замыкающая катушка'), az: r('bağlayıcı spul'), ar: r('وصلة إغلاق') },
  // Gulf engineers know these by their English names: Arabic adds the Latin term once per page.
  { en: 'jacket', ru: r('опорный блок'), az: r('dayaq bloku'), ar: r('قاعدة شبكية (jacket)') },
  { en: 'topsides', ru: r('верхние строения'), az: r('üst tikililər'), ar: r('المنشآت العلوية (topsides)') },
  {
    en: 'digital twin',
    match: /digital twin/i,
    ru: r('цифровой двойник', /цифров\p{L}* двойник/iu),
    az: r('rəqəmsal əkiz', /rəqəmsal əkiz/iu),
    ar: r('التوأم الرقمي', /(التوأم|توأم|التوائم|توائم)\p{L}* (ال)?رقمي/u)
  },
  { en: 'tag (equipment)', ru: r('тег'), az: r('teq'), ar: r('رمز تعريفي') },
  { en: 'panorama (360°)', ru: r('панорама (360°)'), az: r('panorama (360°)'), ar: r('صورة بانورامية (360°)') },
  { en: 'hotspot', ru: r('активная точка'), az: r('aktiv nöqtə'), ar: r('نقطة تفاعلية') },
  {
    en: 'ground-penetrating radar (GPR)',
    match: /ground-penetrating radar|\bGPR\b/i,
    ru: r('георадар', /георадар/iu, /подповерхностн\p{L}* радар/iu),
    // «Yeraltı radar» reads as a radar placed underground; geophysics and construction say «georadar».
    az: r('georadar', /georadar/iu, /yeraltı radar/iu),
    // «الرادار الأرضي» is any ground-based radar.
    ar: r('الرادار المخترق للأرض', /(ال)?رادار (ال)?مخترق للأرض/u, /(ال)?رادار (ال)?أرضي/u)
  },
  { en: 'radargram', ru: r('радарограмма'), az: r('radarqram'), ar: r('مقطع راداري') },
  { en: '(cable) locator', ru: r('трассоискатель'), az: r('trassaaxtaran'), ar: r('جهاز تحديد مواقع الكابلات') },
  { en: 'buried utilities', ru: r('подземные коммуникации'), az: r('yeraltı kommunikasiyalar'), ar: r('المرافق المدفونة') },
  {
    en: 'planned maintenance',
    match: /planned maintenance/i,
    // Russian CMMS buyers know the module as ТОиР; «планово-предупредительное обслуживание» mixes it with ППР.
    ru: r('плановое техобслуживание и ремонт (ТОиР)', /ТОиР/u, /планово-предупредительн/iu),
    az: r('planlı texniki xidmət', /planlı texniki xidmət/iu),
    ar: r('الصيانة المخططة', /الصيانة المخططة/u)
  },
  // «Распределение активов» is asset allocation in finance; the module records where each item is and who holds it.
  { en: 'asset deployment', ru: r('учёт размещения активов'), az: r('aktivlərin yerləşdirilməsi'), ar: r('توزيع الأصول') },
  // «Hesablamalar» reads as "calculations" next to «Hesabatlar» (reports).
  { en: 'accruals', ru: r('начисления'), az: r('hesablanmış öhdəliklər'), ar: r('المستحقات') },
  { en: 'utilisation', ru: r('загрузка'), az: r('istifadə dərəcəsi'), ar: r('معدلات الاستخدام') },
  // «Səfərbərlik» is a military call-up; the industry and operators' HSE documents say «mobilizasiya».
  {
    en: 'mobilisation',
    match: /mobilis/i,
    ru: r('мобилизация', /мобилиз/iu, /выезд\p{L}* на (морск|шельф)/iu),
    az: r('mobilizasiya', /mobilizasiya/iu, /səfərbər/iu),
    // «الحشد» is a military muster. A bare «تعبئة» beside equipment reads as filling it: the teams
    // («تعبئة الفرق») are named, or the word stands in brackets after «نقلها إلى الموقع».
    ar: r(
      'تعبئة الفرق (والمعدات) إلى الموقع',
      /تعبئ/u,
      /(?<!\p{L})(ال)?حشد/u,
      /(?<!\p{L})[وبل]?(ال)?تعبئ\p{L}*(?!\p{L})(?!\s+(ال)?فرق|\))/u
    )
  },
  {
    en: 'HSEQ (health, safety, environment and quality)',
    match: /\bHSEQ\b/,
    // Written out, the name matches its short form «ОТ, ПБ, ООС и качество»: «экология» is not «охрана окружающей среды».
    ru: r(
      'охрана труда, промышленная безопасность, охрана окружающей среды и качество (ОТ, ПБ, ООС и качество)',
      /ООС|охран\p{L}* окружающей среды/u,
      /безопасност\p{L}*, экологи/iu,
      // The menu's «ОТ, ПБ, ООС и качество» everywhere: the Latin acronym is nowhere else on the Russian side.
      /\bHSEQ\b/u
    ),
    // One name in Azerbaijani: the acronym used by the country's operators.
    // The department is «SƏTƏM və keyfiyyət», as the form lists it.
    az: r('SƏTƏM (və keyfiyyət)', /SƏTƏM/u, /\bHSEQ\b/u, /SƏTƏM şöbə/u),
    ar: r('الصحة والسلامة والبيئة والجودة (HSEQ)', /الصحة والسلامة والبيئة والجودة/u, /الجودة والصحة والسلامة/u)
  },
  {
    // ISO 45001's name: ГОСТ Р ИСО 45001 puts safety first.
    en: 'occupational health and safety (ISO 45001)',
    match: /health and safety/i,
    ru: r('безопасность труда и охрана здоровья', /безопасност\p{L}* труда/iu, /охран\p{L}* здоровья и безопасност/iu),
    az: r('sağlamlıq və əməyin təhlükəsizliyi', /əməyin təhlükəsizliyi/iu, /əməyin mühafizəsi və sağlamlıq/iu),
    ar: r('الصحة والسلامة المهنية', /الصحة والسلامة المهنية/u, /السلامة والصحة المهنية/u)
  },
  {
    en: 'millimetre (mm)',
    match: /\bmm\b/,
    ru: r('мм', /(?<!\p{L})мм(?!\p{L})|миллиметр/iu),
    az: r('mm', /\bmm\b|millimetr/iu),
    ar: r('مم', /(?<!\p{L})مم(?!\p{L})|ملليمتر|مليمتر/u, /ملم/u)
  },
  {
    en: 'psi (pounds per square inch)',
    match: /\bpsi\b/,
    ru: r('psi'),
    az: r('psi'),
    // In figures «رطل/بوصة²»; in running text «رطل لكل بوصة مربعة (psi)»; never a bare «psi».
    // A whole word: «topsides» holds the letters too.
    ar: r('رطل/بوصة² · رطل لكل بوصة مربعة (psi)', /رطل/u, /(?<!\()(?<!\p{L})psi(?!\p{L})/u)
  },
  {
    en: 'oil and gas / petrochemical / pharmaceutical',
    ru: r('нефть и газ / нефтехимия / фармацевтика'),
    az: r('neft və qaz / neft-kimya / əczaçılıq'),
    ar: r('النفط والغاز / البتروكيماويات / الصناعات الدوائية')
  },
  {
    en: 'marine / renewable energy / nuclear',
    ru: r('морская отрасль / возобновляемая энергетика / атомная энергетика'),
    az: r('dəniz sənayesi / bərpa olunan enerji / nüvə enerjisi'),
    ar: r('القطاع البحري / الطاقة المتجددة / الطاقة النووية')
  }
];

export const glossary: readonly GlossaryTerm[] = [...technicalTerms, ...worksTerms, ...practiceTerms, ...usageTerms];
