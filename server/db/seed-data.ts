/**
 * The raw material of the demo catalogue: brands, groups, the category tree with what each leaf sells,
 * variations and attributes. seed.ts turns it into rows with a seeded PRNG.
 */

export interface BrandSeed {
  name: string;
  featured: boolean;
  color: string;
}

export const BRANDS: BrandSeed[] = [
  { name: 'Aconchego Móveis', featured: true, color: '#92400e' },
  { name: 'Lar Doce Lar', featured: false, color: '#be185d' },
  { name: 'Sonhare', featured: true, color: '#4338ca' },
  { name: 'Cozinha Viva', featured: false, color: '#c2410c' },
  { name: 'Brisa Carioca', featured: true, color: '#0891b2' },
  { name: 'Urbano Jeans', featured: false, color: '#1e3a8a' },
  { name: 'Passo Firme', featured: true, color: '#15803d' },
  { name: 'Sonora', featured: true, color: '#7c3aed' },
  { name: 'Voltz Eletro', featured: false, color: '#ca8a04' },
  { name: 'Ritmo Fit', featured: false, color: '#dc2626' },
  { name: 'Trilha Nativa', featured: false, color: '#3f6212' },
  { name: 'Pedal Brasil', featured: false, color: '#0f766e' },
  { name: 'Flor de Cambuí', featured: true, color: '#db2777' },
  { name: 'Aroma da Terra', featured: false, color: '#a16207' },
  { name: 'Maré Alta', featured: false, color: '#0369a1' },
];

export interface GroupSeed {
  name: string;
  showOnHome: boolean;
  /** Which products join the group (seed.ts applies it). */
  rule: 'newest' | 'promotion' | 'bestSellers' | 'mothersDay' | 'lightning' | 'home';
}

export const GROUPS: GroupSeed[] = [
  { name: 'Lançamentos', showOnHome: true, rule: 'newest' },
  { name: 'Promoções', showOnHome: true, rule: 'promotion' },
  { name: 'Mais Vendidos', showOnHome: false, rule: 'bestSellers' },
  { name: 'Dia das Mães', showOnHome: true, rule: 'mothersDay' },
  { name: 'Ofertas Relâmpago', showOnHome: false, rule: 'lightning' },
  // the home's featured rail shows this group under its own title: not a second time among the groups
  { name: 'Destaques da Home', showOnHome: false, rule: 'home' },
];

export type RefKind = 'cor' | 'letra' | 'roupa' | 'calcado' | 'voltagem';

export interface LeafSeed {
  /** Names from the root to this category (2 to 4). */
  path: string[];
  /** Product kinds sold here; a product name is kind + model (+ extra). */
  kinds: string[];
  extras?: string[];
  price: [number, number];
  refs?: RefKind[];
  materials?: string[];
  brands: string[];
  /** Relative share of the products. */
  weight?: number;
  /** Share of products sold on request (idTypeProduct 3). */
  onRequest?: number;
  /** Products that fit the Mother's Day group. */
  mothersDay?: boolean;
  virtual?: boolean;
}

export const LEAVES: LeafSeed[] = [
  {
    path: ['Casa', 'Sala', 'Sofás', 'Sofás Retráteis'],
    kinds: ['Sofá Retrátil e Reclinável', 'Sofá Retrátil'],
    extras: ['2 Lugares', '3 Lugares', '4 Lugares'],
    price: [1499, 4999],
    refs: ['cor'],
    materials: ['Veludo', 'Linho', 'Suede'],
    brands: ['Aconchego Móveis', 'Lar Doce Lar'],
    weight: 1.2,
  },
  {
    path: ['Casa', 'Sala', 'Sofás', 'Sofás de Canto'],
    kinds: ['Sofá de Canto', 'Sofá de Canto com Chaise'],
    extras: ['5 Lugares', '6 Lugares'],
    price: [2499, 6999],
    refs: ['cor'],
    materials: ['Veludo', 'Linho', 'Suede'],
    brands: ['Aconchego Móveis'],
    onRequest: 0.25,
  },
  {
    path: ['Casa', 'Sala', 'Poltronas'],
    kinds: ['Poltrona Decorativa', 'Poltrona do Papai', 'Poltrona Giratória'],
    price: [399, 1899],
    refs: ['cor'],
    materials: ['Veludo', 'Linho', 'Couro'],
    brands: ['Aconchego Móveis', 'Lar Doce Lar'],
  },
  {
    path: ['Casa', 'Sala', 'Racks e Painéis'],
    kinds: ['Rack para TV', 'Painel para TV', 'Rack com Painel'],
    extras: ['1,60 m', '1,80 m', '2,20 m'],
    price: [299, 1499],
    materials: ['MDF', 'Madeira Maciça'],
    brands: ['Aconchego Móveis', 'Lar Doce Lar'],
  },
  {
    path: ['Casa', 'Quarto', 'Colchões'],
    kinds: ['Colchão de Molas Ensacadas', 'Colchão de Espuma D33', 'Colchão Híbrido'],
    extras: ['Solteiro', 'Casal', 'Queen', 'King'],
    price: [699, 4599],
    materials: ['Espuma', 'Molas'],
    brands: ['Sonhare'],
    weight: 1.2,
  },
  {
    path: ['Casa', 'Quarto', 'Camas', 'Camas Box'],
    kinds: ['Cama Box Baú', 'Cama Box Conjugada'],
    extras: ['Casal', 'Queen', 'King'],
    price: [899, 3499],
    materials: ['Madeira Maciça', 'MDF'],
    brands: ['Sonhare'],
  },
  {
    path: ['Casa', 'Quarto', 'Travesseiros'],
    kinds: ['Travesseiro de Pluma', 'Travesseiro Viscoelástico', 'Travesseiro Cervical'],
    price: [49, 299],
    materials: ['Algodão', 'Espuma'],
    brands: ['Sonhare', 'Lar Doce Lar'],
    mothersDay: true,
  },
  {
    path: ['Casa', 'Cozinha', 'Panelas'],
    kinds: ['Jogo de Panelas Antiaderente', 'Panela de Pressão', 'Frigideira Cerâmica', 'Caçarola Funda'],
    price: [89, 899],
    refs: ['cor'],
    materials: ['Alumínio', 'Aço Inox', 'Cerâmica'],
    brands: ['Cozinha Viva'],
    weight: 1.2,
    mothersDay: true,
  },
  {
    path: ['Casa', 'Cozinha', 'Utensílios'],
    kinds: ['Kit Utensílios de Silicone', 'Tábua de Corte', 'Jogo de Facas', 'Escorredor de Louça'],
    price: [29, 299],
    materials: ['Silicone', 'Aço Inox', 'Bambu'],
    brands: ['Cozinha Viva', 'Lar Doce Lar'],
  },
  {
    path: ['Casa', 'Decoração'],
    kinds: ['Vaso Decorativo', 'Quadro Decorativo', 'Espelho Redondo', 'Luminária de Pé', 'Almofada Decorativa'],
    price: [39, 699],
    materials: ['Cerâmica', 'Madeira Maciça', 'Algodão', 'Vidro'],
    brands: ['Lar Doce Lar'],
    mothersDay: true,
  },
  {
    path: ['Moda', 'Feminino', 'Vestidos'],
    kinds: ['Vestido Midi', 'Vestido Longo Estampado', 'Vestido Curto de Linho', 'Vestido Chemise'],
    price: [89, 399],
    refs: ['cor', 'letra'],
    materials: ['Viscose', 'Linho', 'Algodão'],
    brands: ['Brisa Carioca', 'Maré Alta'],
    weight: 1.4,
    mothersDay: true,
  },
  {
    path: ['Moda', 'Feminino', 'Blusas'],
    kinds: ['Blusa de Alcinha', 'Blusa Cropped', 'Camisa Feminina de Botão', 'Blusa de Tricô'],
    price: [49, 189],
    refs: ['cor', 'letra'],
    materials: ['Viscose', 'Algodão', 'Tricô'],
    brands: ['Brisa Carioca'],
  },
  {
    path: ['Moda', 'Feminino', 'Calças'],
    kinds: ['Calça Jeans Mom', 'Calça Pantalona', 'Calça Skinny', 'Calça Wide Leg'],
    price: [99, 259],
    refs: ['cor', 'roupa'],
    materials: ['Jeans', 'Linho', 'Alfaiataria'],
    brands: ['Urbano Jeans', 'Brisa Carioca'],
  },
  {
    path: ['Moda', 'Feminino', 'Moda Praia', 'Maiôs'],
    kinds: ['Maiô Decote V', 'Maiô Frente Única', 'Maiô Tomara que Caia'],
    price: [89, 249],
    refs: ['cor', 'letra'],
    materials: ['Poliamida', 'Lycra'],
    brands: ['Maré Alta', 'Brisa Carioca'],
  },
  {
    path: ['Moda', 'Feminino', 'Moda Praia', 'Biquínis'],
    kinds: ['Biquíni Cortininha', 'Biquíni Hot Pant', 'Saída de Praia'],
    price: [69, 199],
    refs: ['cor', 'letra'],
    materials: ['Poliamida', 'Lycra'],
    brands: ['Maré Alta'],
  },
  {
    path: ['Moda', 'Masculino', 'Camisetas'],
    kinds: ['Camiseta Básica', 'Camiseta Estampada', 'Camisa Polo', 'Camiseta Henley'],
    price: [39, 149],
    refs: ['cor', 'letra'],
    materials: ['Algodão', 'Malha Pima'],
    brands: ['Urbano Jeans', 'Maré Alta'],
    weight: 1.2,
  },
  {
    path: ['Moda', 'Masculino', 'Calças e Bermudas'],
    kinds: ['Calça Chino', 'Bermuda de Sarja', 'Calça Jeans Slim', 'Bermuda de Moletom'],
    price: [79, 229],
    refs: ['cor', 'roupa'],
    materials: ['Jeans', 'Sarja', 'Moletom'],
    brands: ['Urbano Jeans'],
  },
  {
    path: ['Moda', 'Calçados', 'Tênis', 'Tênis de Corrida'],
    kinds: ['Tênis de Corrida', 'Tênis Running Amortecedor', 'Tênis de Treino'],
    price: [199, 799],
    refs: ['cor', 'calcado'],
    materials: ['Tecido Respirável', 'Couro Sintético'],
    brands: ['Passo Firme', 'Ritmo Fit'],
    weight: 1.3,
  },
  {
    path: ['Moda', 'Calçados', 'Tênis', 'Tênis Casuais'],
    kinds: ['Tênis Casual', 'Tênis de Couro', 'Tênis Slip On'],
    price: [149, 499],
    refs: ['cor', 'calcado'],
    materials: ['Couro', 'Lona', 'Couro Sintético'],
    brands: ['Passo Firme'],
  },
  {
    path: ['Moda', 'Calçados', 'Sandálias'],
    kinds: ['Sandália Rasteira', 'Sandália de Salto Bloco', 'Chinelo Slide', 'Sandália Papete'],
    price: [39, 229],
    refs: ['cor', 'calcado'],
    materials: ['Couro', 'Borracha'],
    brands: ['Passo Firme', 'Maré Alta'],
    mothersDay: true,
  },
  {
    path: ['Moda', 'Calçados', 'Botas'],
    kinds: ['Bota Coturno', 'Bota Cano Curto', 'Bota Chelsea'],
    price: [179, 499],
    refs: ['cor', 'calcado'],
    materials: ['Couro', 'Camurça'],
    brands: ['Passo Firme'],
  },
  {
    path: ['Moda', 'Acessórios'],
    kinds: ['Bolsa Tiracolo', 'Mochila Urbana', 'Óculos de Sol', 'Cinto de Couro', 'Boné Aba Curva', 'Pé de Meia Kit 3 Pares'],
    price: [29, 399],
    refs: ['cor'],
    materials: ['Couro', 'Lona', 'Acetato'],
    brands: ['Urbano Jeans', 'Brisa Carioca', 'Maré Alta'],
    mothersDay: true,
  },
  {
    path: ['Eletrônicos', 'Áudio', 'Fones de Ouvido'],
    kinds: ['Fone de Ouvido Bluetooth', 'Fone Intra-auricular sem Fio', 'Headset Gamer', 'Fone Over-ear com Cancelamento de Ruído'],
    price: [79, 1299],
    refs: ['cor'],
    materials: ['Plástico', 'Alumínio'],
    brands: ['Sonora'],
    weight: 1.3,
  },
  {
    path: ['Eletrônicos', 'Áudio', 'Caixas de Som'],
    kinds: ['Caixa de Som Bluetooth', 'Soundbar', 'Caixa de Som Portátil à Prova d’Água'],
    price: [149, 1999],
    refs: ['cor'],
    materials: ['Plástico', 'Tecido'],
    brands: ['Sonora'],
  },
  {
    path: ['Eletrônicos', 'Eletroportáteis', 'Liquidificadores'],
    kinds: ['Liquidificador', 'Liquidificador de Alta Potência', 'Mixer de Mão'],
    extras: ['900 W', '1200 W', '1400 W'],
    price: [129, 499],
    refs: ['voltagem'],
    materials: ['Plástico', 'Vidro', 'Aço Inox'],
    brands: ['Voltz Eletro', 'Cozinha Viva'],
  },
  {
    path: ['Eletrônicos', 'Eletroportáteis', 'Air Fryers'],
    kinds: ['Fritadeira Elétrica Air Fryer', 'Air Fryer Forno'],
    extras: ['4 L', '5,5 L', '12 L'],
    price: [299, 999],
    refs: ['voltagem'],
    materials: ['Plástico', 'Aço Inox'],
    brands: ['Voltz Eletro'],
    weight: 1.2,
    mothersDay: true,
  },
  {
    path: ['Eletrônicos', 'Eletroportáteis', 'Cafeteiras'],
    kinds: ['Cafeteira Elétrica', 'Cafeteira Expresso', 'Moedor de Café', 'Chaleira Elétrica'],
    price: [119, 2499],
    refs: ['voltagem'],
    materials: ['Plástico', 'Aço Inox'],
    brands: ['Voltz Eletro', 'Cozinha Viva'],
  },
  {
    path: ['Eletrônicos', 'Celulares e Acessórios', 'Carregadores'],
    kinds: ['Carregador Turbo USB-C', 'Cabo USB-C Reforçado', 'Power Bank', 'Carregador Sem Fio'],
    price: [39, 299],
    materials: ['Plástico'],
    brands: ['Voltz Eletro', 'Sonora'],
  },
  {
    path: ['Eletrônicos', 'Celulares e Acessórios', 'Capinhas e Películas'],
    kinds: ['Capinha Anti-impacto', 'Película de Vidro 3D', 'Capinha de Silicone'],
    price: [19, 89],
    refs: ['cor'],
    materials: ['Silicone', 'Vidro', 'Plástico'],
    brands: ['Voltz Eletro'],
  },
  {
    path: ['Eletrônicos', 'Cursos e E-books'],
    kinds: ['E-book Receitas na Air Fryer', 'Curso Online de Fotografia com Celular', 'E-book Guia da Corrida de Rua'],
    price: [19, 149],
    brands: ['Voltz Eletro', 'Ritmo Fit'],
    weight: 0.4,
    virtual: true,
  },
  {
    path: ['Esporte', 'Fitness', 'Halteres e Anilhas'],
    kinds: ['Halter Emborrachado', 'Anilha de Ferro', 'Kettlebell', 'Barra Reta'],
    extras: ['2 kg', '5 kg', '10 kg', '16 kg'],
    price: [39, 399],
    materials: ['Ferro', 'Borracha'],
    brands: ['Ritmo Fit'],
  },
  {
    path: ['Esporte', 'Fitness', 'Yoga e Pilates'],
    kinds: ['Tapete de Yoga', 'Bola Suíça', 'Faixa Elástica', 'Bloco de Yoga'],
    price: [29, 249],
    refs: ['cor'],
    materials: ['PVC', 'Borracha', 'Cortiça'],
    brands: ['Ritmo Fit'],
  },
  {
    path: ['Esporte', 'Ciclismo', 'Bicicletas'],
    kinds: ['Bicicleta Aro 29', 'Bicicleta Urbana', 'Bicicleta Elétrica', 'Bicicleta Infantil Aro 16'],
    price: [999, 8999],
    refs: ['cor'],
    materials: ['Alumínio', 'Aço Carbono'],
    brands: ['Pedal Brasil', 'Trilha Nativa'],
    onRequest: 0.3,
  },
  {
    path: ['Esporte', 'Ciclismo', 'Acessórios para Bike'],
    kinds: ['Capacete de Ciclismo', 'Luva de Ciclismo', 'Garrafa Térmica', 'Farol de LED para Bike'],
    price: [29, 349],
    refs: ['cor'],
    materials: ['Plástico', 'Aço Inox'],
    brands: ['Pedal Brasil'],
  },
  {
    path: ['Esporte', 'Camping'],
    kinds: ['Barraca Iglu', 'Saco de Dormir', 'Lanterna de Cabeça', 'Cadeira Dobrável', 'Colchão Inflável'],
    price: [49, 899],
    materials: ['Poliéster', 'Alumínio', 'Nylon'],
    brands: ['Trilha Nativa'],
  },
  {
    path: ['Beleza', 'Perfumes', 'Perfumes Femininos'],
    kinds: ['Perfume Floral Eau de Parfum', 'Body Splash', 'Colônia Feminina'],
    extras: ['50 ml', '100 ml'],
    price: [59, 499],
    brands: ['Flor de Cambuí', 'Aroma da Terra'],
    weight: 1.2,
    mothersDay: true,
  },
  {
    path: ['Beleza', 'Perfumes', 'Perfumes Masculinos'],
    kinds: ['Perfume Amadeirado Eau de Toilette', 'Colônia Masculina', 'Desodorante Colônia'],
    extras: ['50 ml', '100 ml'],
    price: [59, 449],
    brands: ['Flor de Cambuí', 'Aroma da Terra'],
  },
  {
    path: ['Beleza', 'Cuidados com a Pele'],
    kinds: ['Hidratante Facial', 'Protetor Solar FPS 50', 'Sérum Vitamina C', 'Sabonete Líquido Facial', 'Creme para as Mãos'],
    price: [29, 199],
    brands: ['Flor de Cambuí', 'Aroma da Terra'],
    mothersDay: true,
  },
  {
    path: ['Beleza', 'Cabelos'],
    kinds: ['Shampoo Antiquebra', 'Máscara de Hidratação', 'Óleo Capilar', 'Secador de Cabelo', 'Escova Alisadora'],
    price: [25, 599],
    brands: ['Aroma da Terra', 'Voltz Eletro'],
  },
];

/** Model names that make product names distinct and Brazilian. */
export const MODELS = [
  'Lisboa', 'Ipanema', 'Floripa', 'Gramado', 'Paraty', 'Búzios', 'Trancoso', 'Itaparica', 'Jericoacoara',
  'Ouro Preto', 'Bonito', 'Maragogi', 'Tiradentes', 'Olinda', 'Ilhabela', 'Canela', 'Arraial', 'Alter do Chão',
  'Pipa', 'Ubatuba', 'Caraíva', 'Noronha', 'Chapada', 'Pantanal', 'Jalapão', 'Serra Gaúcha', 'Lençóis',
  'Maceió', 'Manaus', 'Belém', 'Cuiabá', 'Goiânia', 'Vitória', 'Niterói', 'Petrópolis', 'São Luís',
  'Aurora', 'Brisa', 'Coral', 'Jade', 'Ônix', 'Safira', 'Âmbar', 'Cristal', 'Pérola', 'Ágata', 'Topázio',
  'Ipê', 'Jacarandá', 'Jatobá', 'Aroeira', 'Pau-Brasil', 'Araucária', 'Buriti', 'Caju', 'Pitanga', 'Açaí',
];

export const COLORS: Array<[name: string, hex: string]> = [
  ['Preto', '#1f2937'],
  ['Branco', '#f8fafc'],
  ['Cinza', '#9ca3af'],
  ['Grafite', '#4b5563'],
  ['Azul Marinho', '#1e3a8a'],
  ['Azul Claro', '#60a5fa'],
  ['Vermelho', '#dc2626'],
  ['Verde Musgo', '#4d7c0f'],
  ['Bege', '#d6c4a8'],
  ['Rosa', '#f472b6'],
  ['Caramelo', '#b45309'],
  ['Amarelo', '#facc15'],
  ['Off White', '#f5f0e6'],
  ['Marrom', '#78350f'],
  ['Lilás', '#c084fc'],
];

export const LETTER_SIZES = ['PP', 'P', 'M', 'G', 'GG', 'XG'];
export const CLOTHING_SIZES = ['36', '38', '40', '42', '44', '46'];
export const SHOE_SIZES = ['34', '35', '36', '37', '38', '39', '40', '41', '42', '43', '44'];
export const VOLTAGES = ['110V', '220V', 'Bivolt'];

export const SENTENCES: Record<string, string[]> = {
  Casa: [
    'Conforto e durabilidade para o dia a dia da sua casa.',
    'Acabamento caprichado e design que combina com qualquer ambiente.',
    'Fácil de montar e de limpar, pensado para a rotina brasileira.',
  ],
  Moda: [
    'Caimento perfeito e tecido agradável, ideal para o clima tropical.',
    'Peça versátil que vai do trabalho ao happy hour.',
    'Modelagem confortável com acabamento de qualidade.',
  ],
  Eletrônicos: [
    'Tecnologia de ponta com garantia do fabricante.',
    'Desempenho e economia de energia para o seu dia a dia.',
    'Conexão rápida e bateria de longa duração.',
  ],
  Esporte: [
    'Feito para acompanhar seus treinos com segurança.',
    'Resistente e leve, perfeito para quem leva o esporte a sério.',
    'Ideal para atividades ao ar livre, do parque à trilha.',
  ],
  Beleza: [
    'Fórmula vegana, sem parabenos e testada dermatologicamente.',
    'Fragrância marcante que dura o dia inteiro.',
    'Cuidado diário com ingredientes da biodiversidade brasileira.',
  ],
};

export const PRIVACY_POLICY = `<h2>Política de Privacidade</h2>
<p>A Jet Store respeita a sua privacidade e trata os seus dados pessoais de acordo com a Lei Geral de Proteção de Dados (Lei nº 13.709/2018).</p>
<h3>Quais dados coletamos</h3>
<p>Nome, e-mail, CPF ou CNPJ, telefone e endereços de entrega, informados por você no cadastro e nas compras.</p>
<h3>Para que usamos</h3>
<ul><li>Processar pedidos, pagamentos e entregas;</li><li>Enviar comunicações sobre os seus pedidos;</li><li>Enviar ofertas, somente se você autorizar.</li></ul>
<h3>Seus direitos</h3>
<p>Você pode pedir acesso, correção ou exclusão dos seus dados a qualquer momento pelo e-mail privacidade@jetstore.example.com.</p>`;
