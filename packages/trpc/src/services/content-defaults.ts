import type { Language } from "../schemas/common.js";

/** The date the first published versions of both documents carry (SPEC 9). */
export const DEFAULT_POLICY_DATE = "2025-05-15";

export interface DefaultSection {
  language: Language;
  title: string;
  content: string;
  category?: "usage" | "accounts" | "intellectual" | "termination";
}

/** The privacy policy a fresh install publishes, in English then Arabic. */
export const DEFAULT_PRIVACY_SECTIONS: DefaultSection[] = [
  {
    language: "en",
    title: "Information Collection",
    content:
      "Before launch we collect only what you give us: the email address you enter to join the early-access waitlist, and the name, email address and message you send through the contact form. With it we store the language you used and the date. We do not ask for payment details, and we do not build advertising profiles.",
  },
  {
    language: "en",
    title: "How We Use Your Information",
    content:
      "We use your email address to tell you about the launch, your early-access invitation and early-bird offers, and to answer your messages. We count visits to our pages ourselves, with no cookie, no third-party service and nothing stored in your browser: the pages you view, the site or campaign that brought you, your country, the kind of device, the language, the time a page is open, and which of its buttons and forms are used. Your IP address and browser details are only used, at the moment of the visit, to work out your country and a visitor code that changes every day, so we cannot recognise you from one day to the next; they are never stored. These counts are deleted after 400 days, and if your browser sends Do Not Track or Global Privacy Control, we count nothing.",
  },
  {
    language: "en",
    title: "Sharing Your Information",
    content:
      "We do not sell or rent your personal information. We share it only with the services that help us run the site, such as our email delivery provider and our hosting provider, under agreements that keep it confidential, or when the law requires us to.",
  },
  {
    language: "en",
    title: "Data Security and Retention",
    content:
      "Your data is kept on secured servers, transmitted over encrypted connections and accessible only to our team. We keep waitlist entries until launch or until you ask us to remove them, and contact messages for as long as we need them to answer you, then delete them.",
  },
  {
    language: "en",
    title: "Your Rights and How to Reach Us",
    content:
      "You can ask us at any time to see, correct or delete the information we hold about you, or to stop sending you emails; every email we send also explains how to unsubscribe. Write to us through the contact page and we will answer within 30 days.",
  },
  {
    language: "ar",
    title: "جمع المعلومات",
    content:
      "قبل الإطلاق لا نجمع إلا ما تقدمه لنا: عنوان بريدك الإلكتروني عند الانضمام إلى قائمة الوصول المبكر، والاسم والبريد الإلكتروني والرسالة التي ترسلها عبر نموذج التواصل. ونحفظ معها اللغة التي استخدمتها والتاريخ. لا نطلب أي بيانات دفع، ولا نبني ملفات إعلانية.",
  },
  {
    language: "ar",
    title: "كيف نستخدم معلوماتك",
    content:
      "نستخدم بريدك الإلكتروني لإبلاغك بموعد الإطلاق ودعوة الوصول المبكر وعروض المشتركين الأوائل، وللرد على رسائلك. ونحصي زيارات صفحاتنا بأنفسنا، دون ملفات تعريف الارتباط ودون أي خدمة خارجية ودون حفظ أي شيء في متصفحك: الصفحات التي تشاهدها، والموقع أو الحملة التي أوصلتك إلينا، وبلدك، ونوع جهازك، واللغة، ومدة بقاء الصفحة مفتوحة، وأي أزرارها ونماذجها تُستخدم. ولا نستخدم عنوان IP وبيانات متصفحك إلا لحظة الزيارة، لمعرفة بلدك ولحساب رمز زائر يتغير كل يوم، فلا يمكننا التعرف عليك من يوم إلى آخر، ولا نحفظهما أبدًا. نحذف هذه الإحصاءات بعد ٤٠٠ يوم، وإذا أرسل متصفحك إشارة «عدم التتبع» أو «التحكم العالمي في الخصوصية» فلا نحصي شيئًا.",
  },
  {
    language: "ar",
    title: "مشاركة معلوماتك",
    content:
      "لا نبيع معلوماتك الشخصية ولا نؤجرها. ولا نشاركها إلا مع الخدمات التي تساعدنا على تشغيل الموقع، مثل مزود إرسال البريد الإلكتروني ومزود الاستضافة، بموجب اتفاقيات تحفظ سريتها، أو عندما يلزمنا القانون بذلك.",
  },
  {
    language: "ar",
    title: "أمن البيانات ومدة الاحتفاظ بها",
    content:
      "تُحفظ بياناتك على خوادم محمية وتُنقل عبر اتصالات مشفرة ولا يطّلع عليها إلا فريقنا. نحتفظ بتسجيلات قائمة الانتظار حتى الإطلاق أو حتى تطلب حذفها، وبرسائل التواصل طوال المدة اللازمة للرد عليك، ثم نحذفها.",
  },
  {
    language: "ar",
    title: "حقوقك وكيفية التواصل معنا",
    content:
      "يمكنك في أي وقت أن تطلب الاطلاع على معلوماتك لدينا أو تصحيحها أو حذفها، أو إيقاف رسائلنا إليك؛ وكل رسالة نرسلها تشرح طريقة إلغاء الاشتراك. راسلنا عبر صفحة التواصل وسنرد خلال 30 يومًا.",
  },
];

/** The terms of service a fresh install publishes, one section per category, in both languages. */
export const DEFAULT_TERMS_SECTIONS: DefaultSection[] = [
  {
    language: "en",
    category: "usage",
    title: "Platform Usage",
    content:
      "Bayan offers English lessons explained in Arabic for personal, non-commercial learning. Use the site lawfully and respectfully: do not disrupt it, try to reach parts of it not meant for you, or use it to send spam. Until launch, the site describes planned features that may change before they become available.",
  },
  {
    language: "en",
    category: "accounts",
    title: "User Accounts",
    content:
      "Joining the waitlist does not create an account or any obligation to buy. When accounts open, you will be responsible for keeping your sign-in details private and for what is done through your account, and you must give accurate information when you register.",
  },
  {
    language: "en",
    category: "intellectual",
    title: "Intellectual Property",
    content:
      "The lessons, videos, texts, exercises, design and brand of Bayan belong to us or to those who license them to us. You may use them for your own learning; you may not copy, resell or publish them without our written permission.",
  },
  {
    language: "en",
    category: "termination",
    title: "Service Termination",
    content:
      "We may suspend or end access for anyone who breaks these terms. You may leave the waitlist or close your account at any time by contacting us. We may change or discontinue parts of the service, and we will tell waitlist members by email before any change that affects them.",
  },
  {
    language: "ar",
    category: "usage",
    title: "استخدام المنصة",
    content:
      "تقدّم بيان دروسًا في اللغة الإنجليزية بشرح عربي للتعلّم الشخصي غير التجاري. استخدم الموقع استخدامًا قانونيًا ولائقًا: لا تعطّله، ولا تحاول الوصول إلى أجزاء غير مخصصة لك، ولا تستخدمه لإرسال رسائل مزعجة. وحتى الإطلاق، يصف الموقع ميزات مخططًا لها قد تتغير قبل توفرها.",
  },
  {
    language: "ar",
    category: "accounts",
    title: "حسابات المستخدمين",
    content:
      "الانضمام إلى قائمة الانتظار لا ينشئ حسابًا ولا يُلزمك بأي شراء. وعند فتح الحسابات ستكون مسؤولًا عن سرية بيانات الدخول وعمّا يتم عبر حسابك، وعليك تقديم معلومات صحيحة عند التسجيل.",
  },
  {
    language: "ar",
    category: "intellectual",
    title: "الملكية الفكرية",
    content:
      "الدروس والفيديوهات والنصوص والتمارين والتصميم والعلامة التجارية لبيان مملوكة لنا أو لمن رخّصها لنا. يمكنك استخدامها لتعلّمك الشخصي، ولا يجوز نسخها أو إعادة بيعها أو نشرها دون إذن كتابي منا.",
  },
  {
    language: "ar",
    category: "termination",
    title: "إنهاء الخدمة",
    content:
      "يجوز لنا إيقاف وصول من يخالف هذه الشروط أو إنهاؤه. ويمكنك مغادرة قائمة الانتظار أو إغلاق حسابك في أي وقت بالتواصل معنا. وقد نغيّر أجزاء من الخدمة أو نوقفها، وسنبلغ أعضاء قائمة الانتظار بالبريد الإلكتروني قبل أي تغيير يمسّهم.",
  },
];
