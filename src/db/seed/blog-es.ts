import type { BlogPostSeed } from "./blog.js";

/** Post bodies are plain paragraphs separated by blank lines. */
const paragraphs = (...parts: string[]): string => parts.join("\n\n");

/** Demo posts written in Spanish (issue 23 §4): the blog's language filter finds them. */
export const spanishBlogPostSeeds: BlogPostSeed[] = [
  {
    id: "53fd9e63-fe90-4432-86b4-83417962831f",
    title: "Conoce a Daniela: de su primer sueldo a su primer fondo de emergencia",
    excerpt:
      "Daniela Ramírez cobró su primer sueldo a los 17 años y a las dos semanas no le quedaba nada. Hoy tiene un fondo de emergencia y un plan para estudiar soldadura.",
    category: "Student Spotlight",
    imageUrl: "/images/blog/primer-ahorro.svg",
    isPublished: true,
    publishedAt: new Date("2026-04-08T15:00:00Z"),
    language: "es",
    content: paragraphs(
      'Cuando Daniela Ramírez cobró su primer sueldo en una tienda de comestibles, sintió que era rica. "A las dos semanas no me quedaba nada y no sabía en qué se me había ido", recuerda. "Comida rápida, un par de tenis y muchas cosas pequeñas".',
      "Se inscribió en nuestro curso de finanzas personales casi por casualidad: una amiga le dijo que era gratis y en español. En la primera lección anotó todos sus gastos del mes y los marcó como necesidades o deseos. Los deseos eran casi la mitad.",
      "Con la regla 50/30/20 armó su primer presupuesto y programó una transferencia automática de $20 cada viernes a una cuenta de ahorro aparte. En cinco meses juntó $500, su primera meta para el fondo de emergencia.",
      'Esa meta le sirvió antes de lo que pensaba: en marzo se le descompuso el coche y pudo pagar la reparación sin pedir prestado. "Fue la primera vez que una emergencia no se convirtió en una deuda", dice.',
      'Ahora ahorra para un programa de soldadura que empieza en otoño. Su consejo para quien empieza: "No esperes a ganar más para ahorrar. Empieza con poco, pero empieza el día que cobras".',
    ),
  },
  {
    id: "7b5069b7-fb44-499f-90fb-7dbdd51bafa5",
    title: "Cinco hábitos de seguridad que se aprenden en una cocina profesional",
    excerpt:
      "Nuestros instructores de cocina comparten los cinco hábitos que evitan cortes, quemaduras e intoxicaciones, en casa o en el trabajo.",
    category: "Trade Tips",
    imageUrl: "/images/blog/habitos-cocina-segura.svg",
    isPublished: true,
    publishedAt: new Date("2026-06-17T15:00:00Z"),
    language: "es",
    content: paragraphs(
      "Una cocina profesional puede parecer un caos, pero detrás del ruido hay hábitos muy estrictos. Estos cinco vienen directamente de nuestros instructores de artes culinarias y sirven igual en casa que en un restaurante.",
      "Primero, lávate las manos de verdad: agua tibia, jabón y al menos 20 segundos, cada vez que cambias de tarea. Es la medida más sencilla y la que más enfermedades evita.",
      "Segundo, usa el termómetro. El color de la carne engaña; los 165 °F (74 °C) en la parte más gruesa del pollo no. Un termómetro de cocina cuesta menos que una comida para llevar.",
      "Tercero, una tabla para lo crudo y otra para lo que se come tal cual. La contaminación cruzada es una de las causas más comunes de intoxicación, y se evita con dos tablas de colores distintos.",
      'Cuarto, avisa siempre. "Detrás", "caliente" y "cuchillo" son palabras que se oyen todo el día en una cocina. Parecen exageradas hasta el día en que evitan un choque con una olla de agua hirviendo.',
      "Quinto, limpia mientras trabajas. Un puesto ordenado es un puesto seguro: menos cosas en la tabla significan menos cortes, y menos platos en el fregadero, menos cuchillos escondidos bajo el agua.",
    ),
  },
  {
    id: "4ff76f57-2c9f-4652-8eda-6e08248e6c3e",
    title: "Ya puedes estudiar con nosotros en español",
    excerpt:
      "Abrimos nuestros dos primeros cursos escritos por completo en español: finanzas personales para jóvenes y cocina básica con seguridad alimentaria. Los dos son gratuitos.",
    category: "Announcements",
    imageUrl: "/images/blog/cursos-en-espanol.svg",
    isPublished: true,
    publishedAt: new Date("2026-10-14T15:00:00Z"),
    language: "es",
    content: paragraphs(
      "Muchos de nuestros estudiantes hablan español en casa, y muchos nos pidieron aprender en el idioma en el que piensan. Hoy abrimos nuestros dos primeros cursos escritos por completo en español.",
      "Finanzas personales para jóvenes enseña a armar un presupuesto con tu sueldo real, elegir una cuenta bancaria sin comisiones sorpresa, crear un fondo de emergencia y empezar a construir tu historial de crédito.",
      "Cocina básica y seguridad alimentaria cubre la higiene en la cocina, las temperaturas seguras, el manejo del cuchillo y la mise en place, con una primera receta para practicar todo lo aprendido.",
      "Los dos cursos son gratuitos, tienen lecciones, un cuestionario y un proyecto final que revisa un instructor. Para encontrarlos, entra al catálogo y elige Español en el filtro de idioma.",
      "Este es solo el comienzo: estamos traduciendo más cursos y buscando mentores que hablen español. Si quieres ayudar como voluntario, escríbenos desde la página de contacto.",
    ),
  },
];
