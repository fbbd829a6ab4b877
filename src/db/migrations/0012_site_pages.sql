CREATE TABLE "site_pages" (
	"slug" varchar(64) PRIMARY KEY NOT NULL,
	"title_en" varchar(120) NOT NULL,
	"body_en" varchar(50000) NOT NULL,
	"title_es" varchar(120) NOT NULL,
	"body_es" varchar(50000) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
-- The academy's own pages (issue 23), seeded in English and Spanish; admins edit them at /admin/pages.
INSERT INTO "site_pages" ("slug", "title_en", "body_en", "title_es", "body_es") VALUES ('about-us', $page$About Us$page$, $page$Trade Skills Academy is a nonprofit that gives young people hands-on trade skills, caring mentors and a real path to a good job.

We started in 2023 with a simple idea: a teenager who wants to build, fix, grow or cook should be able to learn it well, for free, from people who do it for a living.

## What we do

- **Courses** in carpentry and woodworking, urban gardening, financial literacy, auto mechanics and culinary arts, made to work on a phone, online or off.
- **Mentorship**: free one-to-one sessions with people working in the trades.
- **Projects and certificates** that show an employer what you can do.

## Who we serve

Young people aged 14 to 24, most of them in their first steps towards work. Most of our training is at no cost to students; donors, volunteers and partners make that possible.

Want to help? See [Donate](/donate) or write to us from [Contact Us](/pages/contact-us).$page$, $page$Sobre nosotros$page$, $page$Trade Skills Academy es una organización sin fines de lucro que ofrece a jóvenes habilidades prácticas de oficios, mentores comprometidos y un camino real hacia un buen empleo.

Empezamos en 2023 con una idea sencilla: un adolescente que quiere construir, reparar, cultivar o cocinar debería poder aprenderlo bien, gratis, de personas que se ganan la vida con ese oficio.

## Qué hacemos

- **Cursos** de carpintería y ebanistería, huertos urbanos, educación financiera, mecánica automotriz y artes culinarias, pensados para funcionar en el teléfono, con o sin conexión.
- **Mentorías**: sesiones individuales gratuitas con personas que trabajan en los oficios.
- **Proyectos y certificados** que muestran a un empleador lo que sabes hacer.

## A quién servimos

Jóvenes de 14 a 24 años, la mayoría dando sus primeros pasos hacia el trabajo. La mayor parte de nuestra formación no tiene costo para los estudiantes; lo hacen posible donantes, voluntarios y aliados.

¿Quieres ayudar? Visita [Donar](/donate) o escríbenos desde [Contáctanos](/pages/contact-us).$page$) ON CONFLICT ("slug") DO NOTHING;
--> statement-breakpoint
INSERT INTO "site_pages" ("slug", "title_en", "body_en", "title_es", "body_es") VALUES ('our-mission', $page$Our Mission$page$, $page$Our mission is to open skilled, well-paid work to every young person who wants it, whatever their family can afford.

## What we believe

1. **Skills change lives.** A trade learned well is a living, and a source of pride.
2. **Nobody learns alone.** Every student can talk to a mentor who has done the work.
3. **Learning must fit real life.** Lessons work on an old phone, on a slow connection, and offline.
4. **Trust is earned.** We collect as little about students as we can and never sell it (see our [Privacy Policy](/pages/privacy-policy)).

## How we measure it

We count what matters to students: courses finished, certificates earned, mentorship sessions held and jobs or apprenticeships started. We publish these figures every year in our [Annual Reports](/pages/annual-reports).$page$, $page$Nuestra misión$page$, $page$Nuestra misión es abrir el trabajo calificado y bien pagado a cada joven que lo quiera, sin importar lo que su familia pueda pagar.

## En qué creemos

1. **Las habilidades cambian vidas.** Un oficio bien aprendido es un sustento y un motivo de orgullo.
2. **Nadie aprende solo.** Cada estudiante puede hablar con un mentor que ha hecho el trabajo.
3. **Aprender debe encajar en la vida real.** Las lecciones funcionan en un teléfono viejo, con conexión lenta y sin conexión.
4. **La confianza se gana.** Recopilamos lo mínimo posible sobre los estudiantes y nunca lo vendemos (consulta nuestra [Política de privacidad](/pages/privacy-policy)).

## Cómo lo medimos

Contamos lo que importa a los estudiantes: cursos terminados, certificados obtenidos, sesiones de mentoría realizadas y empleos o aprendizajes iniciados. Publicamos estas cifras cada año en nuestros [Informes anuales](/pages/annual-reports).$page$) ON CONFLICT ("slug") DO NOTHING;
--> statement-breakpoint
INSERT INTO "site_pages" ("slug", "title_en", "body_en", "title_es", "body_es") VALUES ('board-of-directors', $page$Board of Directors$page$, $page$Trade Skills Academy is governed by a volunteer Board of Directors that oversees our finances, our safeguarding of young people and our strategy. Board members receive no pay.

## The board's duties

- Approving the annual budget and the audited accounts.
- Making sure every program keeps young people safe, including our mentorship rules.
- Appointing and supporting the executive director.

## Members

The list of current members, with their roles and terms, is published here once the board approves it. Until then, write to us from [Contact Us](/pages/contact-us) for the board's names and minutes.

*This page is edited by the academy's staff.*$page$, $page$Junta directiva$page$, $page$Trade Skills Academy está dirigida por una junta directiva de voluntarios que supervisa nuestras finanzas, la protección de los jóvenes y nuestra estrategia. Los miembros de la junta no reciben pago.

## Funciones de la junta

- Aprobar el presupuesto anual y las cuentas auditadas.
- Asegurar que cada programa mantenga seguros a los jóvenes, incluidas nuestras reglas de mentoría.
- Nombrar y apoyar a la dirección ejecutiva.

## Miembros

La lista de miembros actuales, con sus cargos y periodos, se publica aquí cuando la junta la aprueba. Mientras tanto, escríbenos desde [Contáctanos](/pages/contact-us) para conocer los nombres y las actas de la junta.

*Esta página la edita el equipo de la academia.*$page$) ON CONFLICT ("slug") DO NOTHING;
--> statement-breakpoint
INSERT INTO "site_pages" ("slug", "title_en", "body_en", "title_es", "body_es") VALUES ('annual-reports', $page$Annual Reports$page$, $page$Every year we publish what we did with the money and time people gave us: students served, courses finished, certificates earned, mentorship sessions held, and a summary of our income and spending.

## Reports

- **2025**: in preparation; it will be published here after the accounts are audited.
- **2024**: available on request from [Contact Us](/pages/contact-us).

As a 501(c)(3) nonprofit organization, our annual information return (Form 990) is also public and can be requested at any time.$page$, $page$Informes anuales$page$, $page$Cada año publicamos lo que hicimos con el dinero y el tiempo que nos dieron: estudiantes atendidos, cursos terminados, certificados obtenidos, sesiones de mentoría realizadas y un resumen de nuestros ingresos y gastos.

## Informes

- **2025**: en preparación; se publicará aquí después de la auditoría de las cuentas.
- **2024**: disponible a pedido desde [Contáctanos](/pages/contact-us).

Como organización sin fines de lucro 501(c)(3), nuestra declaración informativa anual (Formulario 990) también es pública y se puede solicitar en cualquier momento.$page$) ON CONFLICT ("slug") DO NOTHING;
--> statement-breakpoint
INSERT INTO "site_pages" ("slug", "title_en", "body_en", "title_es", "body_es") VALUES ('careers', $page$Careers$page$, $page$We are a small team of instructors, mentors and staff who care about young people and the trades.

## Open positions

There are no open staff positions right now. New openings are posted on this page.

## Volunteer

Most of our mentors are volunteers working in the trades. If you can give one hour a month to talk with a young person about your work, we would love to hear from you: write to us from [Contact Us](/pages/contact-us) and tell us about your trade.

Everyone who works or volunteers with students passes a background check and follows our safeguarding rules.$page$, $page$Empleos$page$, $page$Somos un equipo pequeño de instructores, mentores y personal a quienes les importan los jóvenes y los oficios.

## Puestos abiertos

Por ahora no hay puestos de personal abiertos. Las nuevas vacantes se publican en esta página.

## Voluntariado

La mayoría de nuestros mentores son voluntarios que trabajan en los oficios. Si puedes dar una hora al mes para hablar con un joven sobre tu trabajo, nos encantaría saber de ti: escríbenos desde [Contáctanos](/pages/contact-us) y cuéntanos sobre tu oficio.

Todas las personas que trabajan o colaboran con estudiantes pasan una verificación de antecedentes y siguen nuestras reglas de protección.$page$) ON CONFLICT ("slug") DO NOTHING;
--> statement-breakpoint
INSERT INTO "site_pages" ("slug", "title_en", "body_en", "title_es", "body_es") VALUES ('get-help', $page$Get Help$page$, $page$We want every student to get unstuck quickly. Here is where to turn.

- **A question about a lesson, quiz or project?** Ask your instructor in the project's feedback, or book a free session with a [mentor](/mentorship).
- **Can't sign in?** Use [Forgot password](/forgot-password) on the sign-in page. The link in the email works for a short time.
- **Something doesn't work on your phone or computer?** See [Technical Support](/pages/technical-support).
- **Common questions** are answered in our [FAQs](/pages/faqs).
- **Anything else**, write to us from [Contact Us](/pages/contact-us). We answer within two working days.

If you are in danger or feel unsafe, contact your local emergency number first.$page$, $page$Obtener ayuda$page$, $page$Queremos que cada estudiante pueda seguir adelante rápido. Aquí tienes a dónde acudir.

- **¿Una pregunta sobre una lección, cuestionario o proyecto?** Pregúntale a tu instructor en los comentarios del proyecto, o reserva una sesión gratuita con un [mentor](/mentorship).
- **¿No puedes iniciar sesión?** Usa [Olvidé mi contraseña](/forgot-password) en la página de inicio de sesión. El enlace del correo funciona por poco tiempo.
- **¿Algo no funciona en tu teléfono o computadora?** Consulta [Soporte técnico](/pages/technical-support).
- **Las preguntas comunes** tienen respuesta en nuestras [Preguntas frecuentes](/pages/faqs).
- **Para cualquier otra cosa**, escríbenos desde [Contáctanos](/pages/contact-us). Respondemos en dos días hábiles.

Si estás en peligro o no te sientes seguro, llama primero al número de emergencias de tu zona.$page$) ON CONFLICT ("slug") DO NOTHING;
--> statement-breakpoint
INSERT INTO "site_pages" ("slug", "title_en", "body_en", "title_es", "body_es") VALUES ('faqs', $page$FAQs$page$, $page$## Does it cost anything?

Most training is at no cost to students. A few specialised courses have a fee, which is shown on the course before you enrol.

## Who can join?

Young people aged 14 to 24. Students under 13 cannot create an account. If you are under 18, please tell a parent or guardian that you are joining.

## Do I need a computer?

No. Every course works on a phone, and you can save lessons to study offline.

## How do I get a certificate?

Finish every required lesson, pass the quizzes and get your projects approved. Your certificate appears on your dashboard and has its own link you can share.

## What is a mentor session?

A free video or phone conversation with someone who works in the trade. Book one on the [Mentorship](/mentorship) page; you can cancel it from your dashboard.

## How do I stop emails?

Under Email settings on your dashboard, or with the unsubscribe link in a notice or newsletter. Emails about your account, bookings and certificates always go.$page$, $page$Preguntas frecuentes$page$, $page$## ¿Tiene algún costo?

La mayor parte de la formación no tiene costo para los estudiantes. Algunos cursos especializados tienen un precio, que se muestra en el curso antes de inscribirte.

## ¿Quién puede unirse?

Jóvenes de 14 a 24 años. Los menores de 13 años no pueden crear una cuenta. Si tienes menos de 18 años, avisa a tu madre, padre o tutor que te estás uniendo.

## ¿Necesito una computadora?

No. Todos los cursos funcionan en el teléfono y puedes guardar lecciones para estudiar sin conexión.

## ¿Cómo obtengo un certificado?

Termina todas las lecciones obligatorias, aprueba los cuestionarios y logra que aprueben tus proyectos. Tu certificado aparece en tu panel y tiene su propio enlace para compartir.

## ¿Qué es una sesión de mentoría?

Una conversación gratuita por video o teléfono con alguien que trabaja en el oficio. Resérvala en la página de [Mentorías](/mentorship); puedes cancelarla desde tu panel.

## ¿Cómo dejo de recibir correos?

En Configuración de correo de tu panel, o con el enlace para darte de baja de un aviso o del boletín. Los correos sobre tu cuenta, tus reservas y tus certificados siempre llegan.$page$) ON CONFLICT ("slug") DO NOTHING;
--> statement-breakpoint
INSERT INTO "site_pages" ("slug", "title_en", "body_en", "title_es", "body_es") VALUES ('contact-us', $page$Contact Us$page$, $page$We read every message and answer within two working days.

- **Email:** hello@tradeskillsacademy.org
- **Students:** tell us the email address of your account and the course you are asking about. Never send your password.
- **Parents and guardians:** you can ask us what we store about your child, and ask us to correct or delete it (see our [Privacy Policy](/pages/privacy-policy)).
- **Donors and partners:** see [Donate](/donate), or write to us about partnerships and volunteering.

Trade Skills Academy is a 501(c)(3) nonprofit organization.$page$, $page$Contáctanos$page$, $page$Leemos cada mensaje y respondemos en dos días hábiles.

- **Correo:** hello@tradeskillsacademy.org
- **Estudiantes:** indícanos el correo de tu cuenta y el curso sobre el que preguntas. Nunca envíes tu contraseña.
- **Madres, padres y tutores:** pueden preguntarnos qué guardamos sobre su hijo o hija, y pedirnos que lo corrijamos o lo borremos (consulta nuestra [Política de privacidad](/pages/privacy-policy)).
- **Donantes y aliados:** visita [Donar](/donate), o escríbenos sobre alianzas y voluntariado.

Trade Skills Academy es una organización sin fines de lucro 501(c)(3).$page$) ON CONFLICT ("slug") DO NOTHING;
--> statement-breakpoint
INSERT INTO "site_pages" ("slug", "title_en", "body_en", "title_es", "body_es") VALUES ('technical-support', $page$Technical Support$page$, $page$## Before you write

- **Refresh the page.** If the app was updated, a reload brings the new version.
- **Slow connection?** Turn on Data saver from the menu: pages load lighter and videos wait until you press play.
- **Studying offline?** Save a lesson or a whole course while you are online; it opens later without a connection. Lessons you complete offline are sent when you are back online.
- **Videos don't play?** YouTube and Vimeo videos need a connection. Check that your browser isn't blocking them.
- **Can't sign in?** Use [Forgot password](/forgot-password). Check your spam folder for the email.

## Supported browsers

Recent versions of Chrome, Edge, Firefox and Safari, on Android, iOS, Windows, macOS and Linux.

## Still stuck?

Write to us from [Contact Us](/pages/contact-us) with the page's address, your phone or computer, your browser, and what you expected to happen.$page$, $page$Soporte técnico$page$, $page$## Antes de escribirnos

- **Recarga la página.** Si la aplicación se actualizó, al recargar obtienes la nueva versión.
- **¿Conexión lenta?** Activa el Ahorro de datos en el menú: las páginas cargan más livianas y los videos esperan a que pulses reproducir.
- **¿Estudias sin conexión?** Guarda una lección o un curso entero mientras tienes conexión; después se abre sin internet. Las lecciones que completes sin conexión se envían cuando vuelvas a conectarte.
- **¿Los videos no se reproducen?** Los videos de YouTube y Vimeo necesitan conexión. Revisa que tu navegador no los bloquee.
- **¿No puedes iniciar sesión?** Usa [Olvidé mi contraseña](/forgot-password). Revisa tu carpeta de spam.

## Navegadores compatibles

Versiones recientes de Chrome, Edge, Firefox y Safari, en Android, iOS, Windows, macOS y Linux.

## ¿Sigues con problemas?

Escríbenos desde [Contáctanos](/pages/contact-us) con la dirección de la página, tu teléfono o computadora, tu navegador y lo que esperabas que pasara.$page$) ON CONFLICT ("slug") DO NOTHING;
--> statement-breakpoint
INSERT INTO "site_pages" ("slug", "title_en", "body_en", "title_es", "body_es") VALUES ('accessibility', $page$Accessibility$page$, $page$Trade Skills Academy wants every young person to be able to learn with us, including people who use a screen reader, a keyboard, magnification or captions.

## Our standard

We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Every release is checked automatically with axe, and we test key journeys with a keyboard and a screen reader, at phone and desktop sizes, in English and Spanish.

## What we do

- Pages work with a keyboard alone and show where the focus is.
- Text can be enlarged to 200% and the layout reflows on small screens without scrolling sideways.
- Lessons offer transcripts where the instructor provides them; YouTube and Vimeo captions are turned on where available.
- Timed quizzes show the time limit before they start.
- The app works in any screen orientation.

## Known limitations

- Some older course videos have no captions or transcript yet; we are adding them.
- Content written by instructors, mentors and students may not always meet every guideline.

## Tell us

If something is hard to use, write to us from [Contact Us](/pages/contact-us). Tell us the page and what happened; we answer within two working days and will give you the content in another format if you need it.

This statement was last reviewed in 2026.$page$, $page$Accesibilidad$page$, $page$Trade Skills Academy quiere que cada joven pueda aprender con nosotros, incluidas las personas que usan lector de pantalla, teclado, ampliación o subtítulos.

## Nuestro estándar

Buscamos cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA. Cada versión se revisa automáticamente con axe, y probamos los recorridos principales con teclado y lector de pantalla, en tamaños de teléfono y de escritorio, en inglés y en español.

## Lo que hacemos

- Las páginas funcionan solo con el teclado y muestran dónde está el foco.
- El texto se puede ampliar al 200 % y el diseño se adapta a pantallas pequeñas sin desplazamiento horizontal.
- Las lecciones ofrecen transcripciones cuando el instructor las proporciona; los subtítulos de YouTube y Vimeo se activan cuando existen.
- Los cuestionarios con tiempo muestran el límite antes de empezar.
- La aplicación funciona en cualquier orientación de pantalla.

## Limitaciones conocidas

- Algunos videos antiguos todavía no tienen subtítulos ni transcripción; los estamos agregando.
- El contenido escrito por instructores, mentores y estudiantes puede no cumplir siempre todas las pautas.

## Avísanos

Si algo es difícil de usar, escríbenos desde [Contáctanos](/pages/contact-us). Cuéntanos la página y lo que pasó; respondemos en dos días hábiles y te daremos el contenido en otro formato si lo necesitas.

Esta declaración se revisó por última vez en 2026.$page$) ON CONFLICT ("slug") DO NOTHING;
--> statement-breakpoint
INSERT INTO "site_pages" ("slug", "title_en", "body_en", "title_es", "body_es") VALUES ('privacy-policy', $page$Privacy Policy$page$, $page$Many of our students are under 18. We collect only what we need to teach them, keep it safe, and never sell it or use it for advertising.

## What we store about students

- **Account:** your email address, first and last name, a profile picture if you add one, your role, the language you chose and which optional emails you turned off. Your password is stored only as a one-way hash; nobody at the academy can read it.
- **Signing in:** a session record (a random token, stored hashed, that expires) and, for a short time, a count of failed sign-in attempts to protect your account.
- **Learning:** the courses you enrol in, the lessons you complete, your quiz answers, scores and the time a quiz took, your project submissions and the files you upload, your instructor's feedback and grade, and your certificates.
- **Mentorship:** the mentor, date, time, time zone, topic and notes of each session you book.
- **Emails:** a copy of each email we send you (for example a booking confirmation), kept so we can deliver it and help if something goes wrong.

We do **not** ask for your date of birth, address, phone number, school or any government ID.

## What others can see

- Your **certificate** shows your name, the course and the date to anyone who has its link. It never shows your email address.
- **Success stories** are published only with the student's permission, and a parent's or guardian's permission for anyone under 18. A story may show a name, age, program and photo.
- Instructors and admins see your progress and submissions in order to teach you. Mentors see the bookings made with them.

## Newsletter and donations

- **Newsletter:** your email address, language and whether you confirmed or unsubscribed.
- **Donations:** the amount, and your name, email and message if you give them. Card payments are handled by our payment provider; we never see or store card numbers.

## On your device

The app stores on your phone or computer the lessons you save for offline study, quiz answers in progress and lessons completed offline until they are sent. We use cookies only to keep you signed in, remember your language and your Data saver choice (see our [Cookie Policy](/pages/cookie-policy)). We use no advertising or analytics trackers. YouTube and Vimeo videos load only when you press play.

## Children under 13

Children under 13 may not create an account. If we learn that one has, we delete it.

## Your choices and rights

Students, and parents or guardians of students under 18, can ask to see, correct, download or delete the information we hold, by writing to us from [Contact Us](/pages/contact-us). We answer within 30 days. When an account is deleted, its learning records are deleted too; donation records are kept as the law requires.

We will announce any change to this policy on this page.$page$, $page$Política de privacidad$page$, $page$Muchos de nuestros estudiantes son menores de 18 años. Recopilamos solo lo que necesitamos para enseñarles, lo protegemos y nunca lo vendemos ni lo usamos para publicidad.

## Qué guardamos sobre los estudiantes

- **Cuenta:** tu correo electrónico, nombre y apellido, una foto de perfil si la agregas, tu rol, el idioma que elegiste y qué correos opcionales desactivaste. Tu contraseña se guarda solo como un hash irreversible; nadie en la academia puede leerla.
- **Inicio de sesión:** un registro de sesión (un token aleatorio, guardado con hash, que vence) y, por poco tiempo, un conteo de intentos fallidos de inicio de sesión para proteger tu cuenta.
- **Aprendizaje:** los cursos en los que te inscribes, las lecciones que completas, tus respuestas, puntajes y el tiempo de cada cuestionario, tus entregas de proyectos y los archivos que subes, los comentarios y la calificación de tu instructor, y tus certificados.
- **Mentorías:** el mentor, la fecha, la hora, la zona horaria, el tema y las notas de cada sesión que reservas.
- **Correos:** una copia de cada correo que te enviamos (por ejemplo, la confirmación de una reserva), que guardamos para poder entregarlo y ayudarte si algo sale mal.

**No** pedimos tu fecha de nacimiento, dirección, teléfono, escuela ni ningún documento de identidad.

## Qué pueden ver otras personas

- Tu **certificado** muestra tu nombre, el curso y la fecha a quien tenga su enlace. Nunca muestra tu correo.
- Las **historias de éxito** se publican solo con permiso del estudiante, y con permiso de su madre, padre o tutor si es menor de 18 años. Una historia puede mostrar nombre, edad, programa y foto.
- Los instructores y administradores ven tu progreso y tus entregas para poder enseñarte. Los mentores ven las reservas hechas con ellos.

## Boletín y donaciones

- **Boletín:** tu correo, tu idioma y si confirmaste o te diste de baja.
- **Donaciones:** el monto y, si los das, tu nombre, correo y mensaje. Los pagos con tarjeta los procesa nuestro proveedor de pagos; nunca vemos ni guardamos números de tarjeta.

## En tu dispositivo

La aplicación guarda en tu teléfono o computadora las lecciones que guardas para estudiar sin conexión, las respuestas de cuestionarios en curso y las lecciones completadas sin conexión hasta que se envían. Usamos cookies solo para mantener tu sesión, recordar tu idioma y tu elección de Ahorro de datos (consulta nuestra [Política de cookies](/pages/cookie-policy)). No usamos rastreadores de publicidad ni de analítica. Los videos de YouTube y Vimeo se cargan solo cuando pulsas reproducir.

## Menores de 13 años

Los menores de 13 años no pueden crear una cuenta. Si sabemos que alguno lo hizo, la borramos.

## Tus opciones y derechos

Los estudiantes, y las madres, padres o tutores de estudiantes menores de 18 años, pueden pedir ver, corregir, descargar o borrar la información que tenemos, escribiéndonos desde [Contáctanos](/pages/contact-us). Respondemos en 30 días. Al borrar una cuenta se borran también sus registros de aprendizaje; los registros de donaciones se conservan como exige la ley.

Anunciaremos en esta página cualquier cambio a esta política.$page$) ON CONFLICT ("slug") DO NOTHING;
--> statement-breakpoint
INSERT INTO "site_pages" ("slug", "title_en", "body_en", "title_es", "body_es") VALUES ('terms-of-service', $page$Terms of Service$page$, $page$By creating an account or using Trade Skills Academy you agree to these terms. If you are under 18, please read them with a parent or guardian.

## Your account

- You must be at least 13 years old to create an account.
- Keep your password to yourself. You are responsible for what is done with your account.
- Give your real name if you want it on your certificates.

## Using the academy

- Be respectful to instructors, mentors and other students. No harassment, hate or sharing other people's personal information.
- Submit your own work. Copying someone else's project can lead to the submission being rejected.
- Don't try to break, overload or get around the security of the site.

## Content

Course materials belong to Trade Skills Academy or their authors and are for your own learning. Projects you submit stay yours; you let us store them and show them to your instructors.

## Paid courses and donations

Most training is at no cost to students. The price of a paid course is shown before you enrol. Donations are gifts to a 501(c)(3) nonprofit organization.

## Changes and ending

We may update these terms and will announce changes on this page. You can close your account at any time from [Contact Us](/pages/contact-us). We may suspend accounts that break these terms.$page$, $page$Términos del servicio$page$, $page$Al crear una cuenta o usar Trade Skills Academy aceptas estos términos. Si tienes menos de 18 años, léelos con tu madre, padre o tutor.

## Tu cuenta

- Debes tener al menos 13 años para crear una cuenta.
- No compartas tu contraseña. Eres responsable de lo que se haga con tu cuenta.
- Usa tu nombre real si quieres que aparezca en tus certificados.

## Uso de la academia

- Trata con respeto a instructores, mentores y otros estudiantes. No se permite el acoso, el odio ni compartir datos personales de otras personas.
- Entrega tu propio trabajo. Copiar el proyecto de otra persona puede hacer que se rechace la entrega.
- No intentes dañar, sobrecargar ni burlar la seguridad del sitio.

## Contenido

Los materiales de los cursos pertenecen a Trade Skills Academy o a sus autores y son para tu propio aprendizaje. Los proyectos que entregas siguen siendo tuyos; nos permites guardarlos y mostrarlos a tus instructores.

## Cursos de pago y donaciones

La mayor parte de la formación no tiene costo para los estudiantes. El precio de un curso de pago se muestra antes de inscribirte. Las donaciones son regalos a una organización sin fines de lucro 501(c)(3).

## Cambios y cierre

Podemos actualizar estos términos y anunciaremos los cambios en esta página. Puedes cerrar tu cuenta en cualquier momento desde [Contáctanos](/pages/contact-us). Podemos suspender las cuentas que no cumplan estos términos.$page$) ON CONFLICT ("slug") DO NOTHING;
--> statement-breakpoint
INSERT INTO "site_pages" ("slug", "title_en", "body_en", "title_es", "body_es") VALUES ('cookie-policy', $page$Cookie Policy$page$, $page$We use only the cookies the site needs to work. There are no advertising, analytics or tracking cookies, so there is nothing to accept or refuse.

- **tsa_session** keeps you signed in (a random token), until you sign out or it expires.
- **tsa_session_tag** tells the app's offline copy whose session it belongs to, as long as the session.
- **tsa_locale** remembers the language you chose, for one year.
- **tsa_data_saver** remembers your Data saver choice, for one year.
- **tsa_oidc** protects a sign-in through your school's or organization's account, for a few minutes while it happens.

The app also keeps lessons you save for offline study in your browser's storage; you can remove them from your dashboard. YouTube and Vimeo set their own cookies only after you press play on one of their videos.

Questions? See our [Privacy Policy](/pages/privacy-policy) or write to us from [Contact Us](/pages/contact-us).$page$, $page$Política de cookies$page$, $page$Usamos solo las cookies que el sitio necesita para funcionar. No hay cookies de publicidad, analítica ni rastreo, así que no hay nada que aceptar ni rechazar.

- **tsa_session** mantiene tu sesión iniciada (un token aleatorio), hasta que cierres sesión o venza.
- **tsa_session_tag** indica a la copia sin conexión de la aplicación a qué sesión pertenece, mientras dure la sesión.
- **tsa_locale** recuerda el idioma que elegiste, durante un año.
- **tsa_data_saver** recuerda tu elección de Ahorro de datos, durante un año.
- **tsa_oidc** protege un inicio de sesión con la cuenta de tu escuela u organización, unos minutos mientras ocurre.

La aplicación también guarda en el almacenamiento de tu navegador las lecciones que guardas para estudiar sin conexión; puedes quitarlas desde tu panel. YouTube y Vimeo ponen sus propias cookies solo después de que pulsas reproducir en uno de sus videos.

¿Preguntas? Consulta nuestra [Política de privacidad](/pages/privacy-policy) o escríbenos desde [Contáctanos](/pages/contact-us).$page$) ON CONFLICT ("slug") DO NOTHING;
