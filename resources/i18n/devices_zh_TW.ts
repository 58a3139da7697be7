<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>tpugui</name>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="28"/>
        <source>caches</source>
        <translation>快取</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="28"/>
        <source>cores</source>
        <translation>核心</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="28"/>
        <source>generality</source>
        <translation>通用性</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="28"/>
        <source>instruction set</source>
        <translation>指令集</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="29"/>
        <source>memory</source>
        <translation>記憶體</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="29"/>
        <source>parallelism</source>
        <translation>平行度</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="29"/>
        <source>peak</source>
        <translation>峰值</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="29"/>
        <source>power and heat</source>
        <translation>功耗與溫度</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="30"/>
        <source>memory bandwidth</source>
        <translation>記憶體頻寬</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="30"/>
        <source>software</source>
        <translation>軟體</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="30"/>
        <source>specialised uses</source>
        <translation>專門用途</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="31"/>
        <source>low precision</source>
        <translation>低精度</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="31"/>
        <source>matrix units</source>
        <translation>矩陣運算單元</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="31"/>
        <source>memory and storage</source>
        <translation>記憶體與儲存</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="32"/>
        <source>fixed function</source>
        <translation>固定功能</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="34"/>
        <source>Architecture</source>
        <translation>架構</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="34"/>
        <source>Model</source>
        <translation>型號</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="34"/>
        <source>Sockets</source>
        <translation>插槽數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="34"/>
        <source>Vendor</source>
        <translation>廠商</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="35"/>
        <source>Logical cores (threads)</source>
        <translation>邏輯核心（執行緒）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="35"/>
        <source>NUMA nodes</source>
        <translation>NUMA 節點</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="35"/>
        <source>Physical cores</source>
        <translation>實體核心</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="36"/>
        <source>Base clock</source>
        <translation>基礎時脈</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="36"/>
        <source>L1 data cache</source>
        <translation>L1 資料快取</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="36"/>
        <source>Max clock</source>
        <translation>最高時脈</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="37"/>
        <source>L1 instruction cache</source>
        <translation>L1 指令快取</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="37"/>
        <source>L2 cache</source>
        <translation>L2 快取</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="37"/>
        <source>L3 cache</source>
        <translation>L3 快取</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="38"/>
        <source>AMX matrix units</source>
        <translation>AMX 矩陣運算單元</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="38"/>
        <source>ML instruction sets</source>
        <translation>機器學習指令集</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="38"/>
        <source>RAM total</source>
        <translation>記憶體總量</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="39"/>
        <source>Package power</source>
        <translation>封裝功耗</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="39"/>
        <source>RAM available</source>
        <translation>可用記憶體</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="39"/>
        <source>Temperature</source>
        <translation>溫度</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="41"/>
        <source>CUDA cores</source>
        <translation>CUDA 核心</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="41"/>
        <source>Max SM clock</source>
        <translation>SM 最高時脈</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="41"/>
        <source>Streaming multiprocessors</source>
        <translation>串流多處理器（SM）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="42"/>
        <source>Memory</source>
        <translation>記憶體</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="42"/>
        <source>Peak fp32 (CUDA cores)</source>
        <translation>fp32 峰值（CUDA 核心）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="42"/>
        <source>SM clock now</source>
        <translation>SM 目前時脈</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="43"/>
        <source>Max memory clock</source>
        <translation>記憶體最高時脈</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="43"/>
        <source>Memory bus width</source>
        <translation>記憶體匯流排寬度</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="43"/>
        <source>Memory used</source>
        <translation>已用記憶體</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="44"/>
        <source>Compute capability</source>
        <translation>運算能力</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="44"/>
        <source>Memory bandwidth (theoretical)</source>
        <translation>記憶體頻寬（理論值）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="45"/>
        <source>Fast low precision</source>
        <translation>高速低精度格式</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="45"/>
        <source>Power draw</source>
        <translation>耗電</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="45"/>
        <source>Tensor cores</source>
        <translation>Tensor 核心</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="46"/>
        <source>CUDA (driver)</source>
        <translation>CUDA（驅動程式）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="46"/>
        <source>Driver</source>
        <translation>驅動程式</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="46"/>
        <source>Power limit</source>
        <translation>功耗上限</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="46"/>
        <source>Utilization</source>
        <translation>使用率</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="47"/>
        <source>PCI devices</source>
        <translation>PCI 裝置</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="47"/>
        <source>ROCm kernel driver (/dev/kfd)</source>
        <translation>ROCm 核心驅動程式（/dev/kfd）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="47"/>
        <source>Reached through</source>
        <translation>存取途徑</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="48"/>
        <source>Multiprocessors</source>
        <translation>多處理器</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="48"/>
        <source>ROCm (HIP) version</source>
        <translation>ROCm（HIP）版本</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="50"/>
        <source>Framework devices per chip</source>
        <translation>每顆晶片的框架裝置數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="50"/>
        <source>TensorCores per chip</source>
        <translation>每顆晶片的 TensorCore 數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="51"/>
        <source>Framework devices (replicas) on this host</source>
        <translation>本主機的框架裝置（副本）數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="51"/>
        <source>Peak bf16 per chip</source>
        <translation>每顆晶片 bf16 峰值</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="52"/>
        <source>Peak bf16, all chips</source>
        <translation>bf16 峰值（全部晶片）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="52"/>
        <source>Peak fp8 per chip</source>
        <translation>每顆晶片 fp8 峰值</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="52"/>
        <source>Peak int8 per chip</source>
        <translation>每顆晶片 int8 峰值</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="53"/>
        <source>HBM bandwidth per chip</source>
        <translation>每顆晶片 HBM 頻寬</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="53"/>
        <source>HBM per chip</source>
        <translation>每顆晶片 HBM 容量</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="53"/>
        <source>HBM, all chips</source>
        <translation>HBM 容量（全部晶片）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="54"/>
        <source>Chips on this host</source>
        <translation>本主機的晶片數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="54"/>
        <source>Fixed function</source>
        <translation>固定功能</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="54"/>
        <source>TensorFlow supports it</source>
        <translation>TensorFlow 是否支援</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="55"/>
        <source>Chip device files</source>
        <translation>晶片裝置檔</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="55"/>
        <source>PCI devices (vendor 0x1ae0)</source>
        <translation>PCI 裝置（廠商 0x1ae0）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="56"/>
        <source>Accelerator type (TPU_ACCELERATOR_TYPE)</source>
        <translation>加速器類型（TPU_ACCELERATOR_TYPE）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="56"/>
        <source>Chips in the whole slice</source>
        <translation>整個切片的晶片數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="57"/>
        <source>Hosts in the slice (TPU_WORKER_HOSTNAMES)</source>
        <translation>切片中的主機數（TPU_WORKER_HOSTNAMES）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="57"/>
        <source>This host's worker id</source>
        <translation>本主機的工作節點編號</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="58"/>
        <source>What the frameworks see</source>
        <translation>各框架偵測到的裝置</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="58"/>
        <source>libtpu installed</source>
        <translation>已安裝 libtpu</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="60"/>
        <source>Device copy</source>
        <translation>裝置內複製</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="60"/>
        <source>STREAM copy</source>
        <translation>STREAM 複製</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="60"/>
        <source>STREAM triad</source>
        <translation>STREAM 三元運算</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="62"/>
        <source>not exposed</source>
        <translation>未提供</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="62"/>
        <source>runs any program: Python, the input pipeline, the OS</source>
        <translation>可執行任何程式：Python、輸入管線、作業系統</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="63"/>
        <source>the clock /proc/cpuinfo reports (no cpufreq driver)</source>
        <translation>取自 /proc/cpuinfo 回報的時脈（沒有 cpufreq 驅動程式）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="64"/>
        <source>not exposed (no cpufreq driver, as in most VMs)</source>
        <translation>未提供（沒有 cpufreq 驅動程式，多數虛擬機器皆如此）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="64"/>
        <source>per core</source>
        <translation>每個核心一份</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="65"/>
        <source>not exposed (no RAPL counters under /sys/class/powercap)</source>
        <translation>未提供（/sys/class/powercap 下沒有 RAPL 計數器）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="66"/>
        <source>RAPL present but its energy counters are not readable (needs root)</source>
        <translation>有 RAPL，但無法讀取其能耗計數器（需要 root 權限）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="67"/>
        <source>RAPL counters vanished while reading</source>
        <translation>讀取期間 RAPL 計數器消失了</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="68"/>
        <source>not exposed (no thermal zones under /sys/class/thermal)</source>
        <translation>未提供（/sys/class/thermal 下沒有溫度區）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="69"/>
        <source>AVX-512 on AMD Zen 5: 2 full-width FMA units</source>
        <translation>AMD Zen 5 上的 AVX-512：2 個全寬度 FMA 單元</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="70"/>
        <source>AVX-512 on AMD Zen 4: 512-bit ops as two 256-bit halves, 2 FMA pipes</source>
        <translation>AMD Zen 4 上的 AVX-512：512 位元運算拆成兩個 256 位元執行，2 條 FMA 管線</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="71"/>
        <source>AVX-512: 2 x 512-bit FMA units assumed</source>
        <translation>AVX-512：假設有 2 個 512 位元 FMA 單元</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="71"/>
        <source>AVX2 + FMA: 2 x 256-bit FMA units</source>
        <translation>AVX2 + FMA：2 個 256 位元 FMA 單元</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="72"/>
        <source>AVX without FMA: 256-bit add + multiply</source>
        <translation>AVX（無 FMA）：256 位元加法 + 乘法</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="73"/>
        <source>SVE: 256 bits of FMA per cycle (Neoverse V1/V2)</source>
        <translation>SVE：每週期 256 位元 FMA（Neoverse V1/V2）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="74"/>
        <source>NEON: 2 x 128-bit FMA pipes</source>
        <translation>NEON：2 條 128 位元 FMA 管線</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="74"/>
        <source>SSE: 128-bit add + multiply</source>
        <translation>SSE：128 位元加法 + 乘法</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="75"/>
        <source>AMX-BF16 tiles: 1024 per cycle</source>
        <translation>AMX-BF16 矩陣磚：每週期 1024</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="75"/>
        <source>instruction set not recognised</source>
        <translation>無法辨識的指令集</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="76"/>
        <source>bf16 dot products: 2 x fp32</source>
        <translation>bf16 內積指令：fp32 的 2 倍</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="77"/>
        <source>no native bf16 arithmetic (frameworks convert to fp32)</source>
        <translation>不支援原生 bf16 運算（框架會轉成 fp32）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="78"/>
        <source>JAX and PyTorch/XLA only</source>
        <translation>僅支援 JAX 與 PyTorch/XLA</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="78"/>
        <source>no native fp8</source>
        <translation>不支援原生 fp8</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="78"/>
        <source>not published</source>
        <translation>未公布</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="79"/>
        <source>not installed: pip install libtpu (or jax[tpu] / torch_xla[tpu])</source>
        <translation>未安裝：pip install libtpu（或 jax[tpu] / torch_xla[tpu]）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="80"/>
        <source>not checked (sysroot)</source>
        <translation>未檢查（讀取的是 --sysroot 快照）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="81"/>
        <source>XLA-compiled programs; static shapes (drop_remainder=True)</source>
        <translation>執行 XLA 編譯的程式；需要固定形狀（drop_remainder=True）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="82"/>
        <source>nvidia-ml-py is not installed</source>
        <translation>未安裝 nvidia-ml-py</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="83"/>
        <source>not queried</source>
        <translation>未查詢</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="83"/>
        <source>sysroot given: NVML reads only the live machine</source>
        <translation>指定了 sysroot：NVML 只能讀取目前這台機器</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="84"/>
        <source>No /dev/kfd: the ROCm driver is not loaded; frameworks won't use it.</source>
        <translation>沒有 /dev/kfd：ROCm 驅動程式未載入，框架不會使用這張卡。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="85"/>
        <source>the CPU</source>
        <translation>使用 CPU</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="87"/>
        <source>% of peak</source>
        <translation>% 峰值</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="87"/>
        <location filename="../../tpugui/qt/devices_i18n.py" line="218"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="87"/>
        <location filename="../../tpugui/qt/devices_i18n.py" line="220"/>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="87"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="87"/>
        <location filename="../../tpugui/qt/devices_i18n.py" line="218"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="88"/>
        <source>bit</source>
        <translation>位元</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="89"/>
        <source>Apple GPU (Metal Performance Shaders)</source>
        <translation>Apple GPU（Metal Performance Shaders）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="89"/>
        <source>unknown CPU</source>
        <translation>未知的 CPU</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="90"/>
        <source>torch mps</source>
        <translation>torch 的 MPS</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="92"/>
        <source>Apple GPU through PyTorch MPS</source>
        <translation>透過 PyTorch MPS 使用 Apple GPU</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="92"/>
        <source>no GPU or TPU found: the CPU</source>
        <translation>找不到 GPU 或 TPU：使用 CPU</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="93"/>
        <source>TensorFlow does not support this generation: PyTorch/XLA</source>
        <translation>TensorFlow 不支援這一代：改用 PyTorch/XLA</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="94"/>
        <source>static shapes: drop_remainder=True</source>
        <translation>固定形狀：drop_remainder=True</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="95"/>
        <source>TPU core</source>
        <translation>TPU 核心</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="97"/>
        <source>CPU measured</source>
        <translation>CPU 實測</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="97"/>
        <source>Memory bandwidth</source>
        <translation>記憶體頻寬</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="97"/>
        <source>Memory size</source>
        <translation>記憶體容量</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="97"/>
        <source>Peak compute</source>
        <translation>峰值算力</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="98"/>
        <source>matmul</source>
        <translation>矩陣乘法</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="98"/>
        <source>run Bench to measure</source>
        <translation>按「效能測試」來實測</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="98"/>
        <source>theoretical</source>
        <translation>理論值</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="99"/>
        <source>bus x clock</source>
        <translation>匯流排寬度 × 時脈</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="99"/>
        <source>device copy</source>
        <translation>裝置內複製</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="99"/>
        <source>fp32 CUDA cores</source>
        <translation>fp32 CUDA 核心</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="101"/>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="101"/>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="101"/>
        <source>no answer</source>
        <translation>無回應</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="101"/>
        <source>ok</source>
        <translation>成功</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="102"/>
        <location filename="../../tpugui/qt/devices_page.py" line="445"/>
        <source>no devices</source>
        <translation>沒有裝置</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="102"/>
        <location filename="../../tpugui/qt/devices_page.py" line="345"/>
        <source>not installed</source>
        <translation>未安裝</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="102"/>
        <source>stopped by the user</source>
        <translation>已由使用者停止</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="103"/>
        <location filename="../../tpugui/qt/devices_page.py" line="440"/>
        <source>MPS available</source>
        <translation>可使用 MPS</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="103"/>
        <source>no TPU devices</source>
        <translation>沒有 TPU 裝置</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="103"/>
        <source>numpy STREAM copy/triad</source>
        <translation>numpy STREAM 複製／三元運算</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="104"/>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="104"/>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="110"/>
        <source>Peak {dtype} (theoretical)</source>
        <translation>{dtype} 峰值（理論值）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="111"/>
        <source>MXUs per TensorCore ({n}x{m} systolic arrays)</source>
        <translation>每個 TensorCore 的 MXU 數（{n}x{m} 脈動陣列）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="112"/>
        <source>Measured matmul {dtype}</source>
        <translation>實測矩陣乘法 {dtype}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="113"/>
        <source>{label}: efficiency</source>
        <translation>{label}：效率</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="115"/>
        <source>{who}, x{count}</source>
        <translation>{who}，共 {count} 份</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="116"/>
        <source>shared by {n} logical CPUs</source>
        <translation>{n} 個邏輯 CPU 共用</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="117"/>
        <source>{n} RAPL package domain(s)</source>
        <translation>{n} 個 RAPL 封裝區域</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="118"/>
        <source>thermal zone {name}</source>
        <translation>溫度區 {name}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="119"/>
        <source>{cores} cores x {clock} GHz x {per} FLOPs/cycle ({why})</source>
        <translation>{cores} 核心 × {clock} GHz × 每週期 {per} FLOPs（{why}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="120"/>
        <source>{cores} CUDA cores / {per} per SM</source>
        <translation>{cores} 個 CUDA 核心 ÷ 每個 SM {per} 個</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="121"/>
        <source>{cores} cores x 2 x {mhz} MHz</source>
        <translation>{cores} 核心 × 2 × {mhz} MHz</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="122"/>
        <source>{bits} bit / 8 x {mhz} MHz x 2</source>
        <translation>{bits} 位元 ÷ 8 × {mhz} MHz × 2</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="123"/>
        <source>{chips} chips x {per}</source>
        <translation>{chips} 顆晶片 × {per}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="124"/>
        <source>best: {how}</source>
        <translation>最佳：{how}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="125"/>
        <source>{efficiency}% of the {peak} peak</source>
        <translation>達峰值 {peak} 的 {efficiency}%</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="126"/>
        <source>{value} measured / {peak} theoretical {unit}</source>
        <translation>實測 {value} ÷ 理論值 {peak} {unit}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="127"/>
        <source>{framework}: {status}</source>
        <translation>{framework}：{status}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="128"/>
        <source>{n} TPU devices</source>
        <translation>{n} 個 TPU 裝置</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="130"/>
        <source>mixed GPU models: {names}</source>
        <translation>混合多種 GPU 型號：{names}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="131"/>
        <source>Found on the PCI bus but not through NVML: {why}. Install the NVIDIA driver to use it.</source>
        <translation>在 PCI 匯流排上找到，但 NVML 偵測不到：{why}。請安裝 NVIDIA 驅動程式後再使用。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="132"/>
        <source>NVML not available ({error})</source>
        <translation>無法使用 NVML（{error}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="133"/>
        <source>PCI reports more than one TPU generation: {generations}</source>
        <translation>PCI 回報了不只一代 TPU：{generations}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="134"/>
        <source>{chips} chips on the PCI bus but {files} device files ({expected}); check the TPU driver or the container's device mounts.</source>
        <translation>PCI 匯流排上有 {chips} 顆晶片，但只有 {files} 個裝置檔（{expected}）；請檢查 TPU 驅動程式或容器的裝置掛載。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="136"/>
        <source>A multi-host slice: this host has {chips} of {total} chips.</source>
        <translation>多主機切片：本主機有 {total} 顆晶片中的 {chips} 顆。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="137"/>
        <source>{what} detection failed: {error}</source>
        <translation>{what} 偵測失敗：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="138"/>
        <source>{address}: Google device {id} is not a known TPU generation</source>
        <translation>{address}：Google 裝置 {id} 不是已知的 TPU 世代</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="139"/>
        <source>COLAB_TPU_ADDR={addr} marks a retired TPU Node (Colab moved to TPU VMs in 2024, Cloud TPU Node ended April 2025): choose a TPU VM runtime.</source>
        <translation>COLAB_TPU_ADDR={addr} 代表已停用的 TPU 節點（Colab 於 2024 年改用 TPU VM，Cloud TPU 節點已於 2025 年 4 月終止）：請改選 TPU VM 執行階段。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="141"/>
        <source>TPU_NAME={name} is set but no TPU_ACCELERATOR_TYPE.</source>
        <translation>已設定 TPU_NAME={name}，但沒有 TPU_ACCELERATOR_TYPE。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="143"/>
        <source>Cloud TPU {generation} (spec reference)</source>
        <translation>Cloud TPU {generation}（規格表參考）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="144"/>
        <source>NVIDIA GPU (PCI device {id})</source>
        <translation>NVIDIA GPU（PCI 裝置 {id}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="145"/>
        <source>AMD GPU (PCI device {id})</source>
        <translation>AMD GPU（PCI 裝置 {id}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="146"/>
        <source>NVIDIA GPU {index}</source>
        <translation>NVIDIA GPU {index}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="148"/>
        <source>{n} TPU {generation} chip(s), {replicas} replicas</source>
        <translation>{n} 顆 TPU {generation} 晶片，{replicas} 個副本</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="149"/>
        <source>{n} NVIDIA GPU(s): {name}</source>
        <translation>{n} 張 NVIDIA GPU：{name}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="150"/>
        <source>no GPU or TPU found: the CPU ({name})</source>
        <translation>找不到 GPU 或 TPU：使用 CPU（{name}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="151"/>
        <source>global batch = {per} per {unit} x {replicas} replica(s) = {total}</source>
        <translation>全域批次 = 每個 {unit} {per} 筆 × {replicas} 個副本 = {total}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="152"/>
        <source>keep it divisible by {replicas}</source>
        <translation>須能被 {replicas} 整除</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="154"/>
        <source>{label} measured</source>
        <translation>{label} 實測</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="155"/>
        <source>{label} (spec)</source>
        <translation>{label}（規格表）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="156"/>
        <source>{dtype} theoretical</source>
        <translation>{dtype} 理論值</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="157"/>
        <source>matmul {dtype}</source>
        <translation>矩陣乘法 {dtype}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="159"/>
        <source>no answer within {seconds} s; the probe was stopped</source>
        <translation>{seconds} 秒內沒有回應，已停止偵測</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="160"/>
        <source>exit code {code}, no answer printed</source>
        <translation>結束代碼 {code}，沒有輸出回應</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="161"/>
        <source>cannot start {python}: {error}</source>
        <translation>無法啟動 {python}：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="162"/>
        <source>{framework} matmul</source>
        <translation>{framework} 矩陣乘法</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="206"/>
        <location filename="../../tpugui/qt/devices_i18n.py" line="232"/>
        <location filename="../../tpugui/qt/devices_widgets.py" line="218"/>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="69"/>
        <source>&lt;h2&gt;Devices&lt;/h2&gt;The processors of this machine and what each is good at, with this machine's own numbers: &lt;span style='color:#2b5fa8'&gt;detected&lt;/span&gt;, &lt;span style='color:#1f7a3f'&gt;measured&lt;/span&gt; (Bench), &lt;span style='color:#7b3fa0'&gt;spec table&lt;/span&gt; or &lt;span style='color:#666'&gt;derived&lt;/span&gt;.</source>
        <translation>&lt;h2&gt;裝置&lt;/h2&gt;這台機器的處理器，以及各自擅長什麼，全部附上本機的數字：&lt;span style='color:#2b5fa8'&gt;偵測&lt;/span&gt;、&lt;span style='color:#1f7a3f'&gt;實測&lt;/span&gt;（效能測試）、&lt;span style='color:#7b3fa0'&gt;規格表&lt;/span&gt;或&lt;span style='color:#666'&gt;推算&lt;/span&gt;。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="81"/>
        <source>Refresh</source>
        <translation>重新偵測</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="82"/>
        <source>Look for the devices again</source>
        <translation>重新尋找裝置</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="83"/>
        <source>Bench</source>
        <translation>效能測試</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="84"/>
        <source>Measure matmul FLOP/s and memory bandwidth</source>
        <translation>實測矩陣乘法的 FLOP/s 與記憶體頻寬</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="85"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="86"/>
        <source>Stop the running work</source>
        <translation>停止正在進行的工作</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="88"/>
        <source>Copy as JSON</source>
        <translation>複製為 JSON</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="89"/>
        <source>Copy the inventory to the clipboard as JSON</source>
        <translation>將裝置清單以 JSON 複製到剪貼簿</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="96"/>
        <source>Ask the frameworks</source>
        <translation>詢問各框架</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="98"/>
        <source>Also ask TensorFlow, PyTorch, PyTorch/XLA and JAX what they see (each in a subprocess, cut off at the timeout)</source>
        <translation>同時詢問 TensorFlow、PyTorch、PyTorch/XLA 與 JAX 看到哪些裝置（各在獨立子行程中執行，逾時即中止）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="102"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="104"/>
        <source>Seconds a framework probe may take before it counts as no answer</source>
        <translation>框架偵測最多可花幾秒，超過即視為無回應</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="105"/>
        <source>timeout</source>
        <translation>逾時</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="107"/>
        <source>Bench TensorFlow / PyTorch too</source>
        <translation>也測試 TensorFlow / PyTorch</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="109"/>
        <source>Also time matmuls through the installed frameworks (imports take seconds)</source>
        <translation>也透過已安裝的框架測量矩陣乘法（載入框架需要幾秒）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="117"/>
        <source>Progress</source>
        <translation>進度</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="122"/>
        <source>Status</source>
        <translation>狀態</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="147"/>
        <source>Recommendation</source>
        <translation>推薦</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="156"/>
        <source>&lt;b&gt;Side by side&lt;/b&gt;</source>
        <translation>&lt;b&gt;並列比較&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="158"/>
        <source>reference TPU:</source>
        <translation>參考 TPU：</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="161"/>
        <source>The spec-table TPU generation shown when this machine has no TPU</source>
        <translation>本機沒有 TPU 時，用來比較的規格表 TPU 世代</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="170"/>
        <source>&lt;b&gt;Frameworks&lt;/b&gt; (from package metadata; nothing imported)</source>
        <translation>&lt;b&gt;框架&lt;/b&gt;（取自套件資訊，未載入任何框架）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="174"/>
        <source>Installed frameworks</source>
        <translation>已安裝的框架</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="176"/>
        <source>Framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="176"/>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="176"/>
        <source>What it sees</source>
        <translation>偵測到的裝置</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="224"/>
        <source>The device benchmark is running.</source>
        <translation>裝置效能測試正在執行。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="226"/>
        <source>Device detection is running.</source>
        <translation>正在偵測裝置。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="244"/>
        <source>Looking for devices…</source>
        <translation>正在尋找裝置…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="245"/>
        <source>Asking the frameworks (each in a subprocess)…</source>
        <translation>正在詢問各框架（各在獨立子行程中）…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="250"/>
        <source>Detection failed: {error}</source>
        <translation>偵測失敗：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="270"/>
        <source>{framework}: {status} ({seconds} s)</source>
        <translation>{framework}：{status}（{seconds} 秒）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="278"/>
        <source>Bench: {what}…</source>
        <translation>效能測試：{what}…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="282"/>
        <source>Bench: {framework} {op} {dtype}: {value} {unit}</source>
        <translation>效能測試：{framework} {op} {dtype}：{value} {unit}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="288"/>
        <source>No GPU: no NVIDIA card answered through NVML and none is on the PCI bus. Apple MPS and ROCm show up when you tick “Ask the frameworks”.</source>
        <translation>沒有 GPU：NVML 沒有回報任何 NVIDIA 顯示卡，PCI 匯流排上也找不到。勾選「詢問各框架」後，Apple MPS 與 ROCm 也會列出。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="291"/>
        <source>No TPU on this machine (no PCI device of vendor 0x1ae0). The chart shows a spec-table TPU {generation} as a reference; train on a Cloud TPU VM from the Remote page.</source>
        <translation>本機沒有 TPU（沒有廠商 0x1ae0 的 PCI 裝置）。圖表以規格表中的 TPU {generation} 作為參考；要用 TPU 訓練，請到「遠端」頁使用 Cloud TPU VM。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="307"/>
        <location filename="../../tpugui/qt/devices_page.py" line="396"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="310"/>
        <source>Found: {devices}.</source>
        <translation>找到：{devices}。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="312"/>
        <source>No answer from: {frameworks} (cut off at the timeout).</source>
        <translation>沒有回應：{frameworks}（已逾時中止）。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="319"/>
        <source>Devices: {devices}</source>
        <translation>裝置：{devices}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="324"/>
        <source>&lt;b&gt;Recommended:&lt;/b&gt; backend &lt;code&gt;{backend}&lt;/code&gt;, device &lt;code&gt;{device}&lt;/code&gt;, strategy &lt;code&gt;{strategy}&lt;/code&gt;, {replicas} replica(s), batch size &lt;b&gt;{batch_size}&lt;/b&gt;&lt;br&gt;&lt;span style='color:gray'&gt;{reason}. Batch rule: {rule}.&lt;/span&gt;</source>
        <translation>&lt;b&gt;推薦設定：&lt;/b&gt;後端 &lt;code&gt;{backend}&lt;/code&gt;、裝置 &lt;code&gt;{device}&lt;/code&gt;、策略 &lt;code&gt;{strategy}&lt;/code&gt;、{replicas} 個副本、批次大小 &lt;b&gt;{batch_size}&lt;/b&gt;&lt;br&gt;&lt;span style='color:gray'&gt;{reason}。批次規則：{rule}。&lt;/span&gt;</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="352"/>
        <location filename="../../tpugui/qt/devices_widgets.py" line="218"/>
        <source>: </source>
        <translation>：</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="371"/>
        <source>Wait for detection to finish, then Bench.</source>
        <translation>請等偵測完成，再進行效能測試。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="378"/>
        <source>Bench failed: {error}</source>
        <translation>效能測試失敗：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="398"/>
        <source> ({efficiency}% of peak)</source>
        <translation>（達峰值的 {efficiency}%）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="402"/>
        <source>Bench done. {summary}</source>
        <translation>效能測試完成。{summary}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="402"/>
        <source>Bench stopped. {summary}</source>
        <translation>效能測試已停止。{summary}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="411"/>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="416"/>
        <source>Copied the inventory to the clipboard as JSON.</source>
        <translation>已將裝置清單以 JSON 複製到剪貼簿。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="435"/>
        <source>{gpus} GPU, {tpus} TPU devices</source>
        <translation>{gpus} 個 GPU、{tpus} 個 TPU 裝置</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="438"/>
        <source>CUDA: {n} device(s)</source>
        <translation>CUDA：{n} 個裝置</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_widgets.py" line="34"/>
        <source>detected</source>
        <translation>偵測</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_widgets.py" line="34"/>
        <source>measured</source>
        <translation>實測</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_widgets.py" line="35"/>
        <source>derived</source>
        <translation>推算</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_widgets.py" line="35"/>
        <source>spec table</source>
        <translation>規格表</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_widgets.py" line="36"/>
        <source>read from this machine</source>
        <translation>從這台機器讀取</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_widgets.py" line="36"/>
        <source>timed by Bench</source>
        <translation>由效能測試計時</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_widgets.py" line="37"/>
        <source>from the published spec table</source>
        <translation>取自公開的規格表</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_widgets.py" line="38"/>
        <source>computed from detected values</source>
        <translation>由偵測到的數值計算</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_widgets.py" line="50"/>
        <source>{kind} card</source>
        <translation>{kind} 卡片</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_widgets.py" line="61"/>
        <source>{kind} characteristics</source>
        <translation>{kind} 特性</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_widgets.py" line="62"/>
        <source>Characteristic</source>
        <translation>特性</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_widgets.py" line="62"/>
        <source>Source</source>
        <translation>來源</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_widgets.py" line="62"/>
        <source>Value</source>
        <translation>數值</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_widgets.py" line="83"/>
        <source>Looking…</source>
        <translation>尋找中…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_widgets.py" line="91"/>
        <source>none found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_widgets.py" line="197"/>
        <source>Comparison chart: CPU, GPU and TPU side by side</source>
        <translation>比較圖：CPU、GPU 與 TPU 並列</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_widgets.py" line="242"/>
        <source>(log scale)</source>
        <translation>（對數刻度）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_widgets.py" line="279"/>
        <source>Solid: this machine · dark: measured · hatched: spec-table reference</source>
        <translation>實心：本機 · 深色：實測 · 斜線：規格表參考</translation>
    </message>
</context>
</TS>
