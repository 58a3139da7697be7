<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>tpugui</name>
    <message>
        <location filename="../../tpugui/devices/bench.py" line="195"/>
        <source>{framework} matmul</source>
        <translation>{framework} 矩陣乘法</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/bench.py" line="198"/>
        <source>numpy STREAM copy/triad</source>
        <translation>numpy STREAM 複製／三元運算</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/bench.py" line="222"/>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/bench.py" line="222"/>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/compare.py" line="24"/>
        <source>Peak compute</source>
        <translation>峰值算力</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/compare.py" line="25"/>
        <source>Memory bandwidth</source>
        <translation>記憶體頻寬</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/compare.py" line="26"/>
        <source>Memory size</source>
        <translation>記憶體容量</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/compare.py" line="44"/>
        <source>{dtype} theoretical</source>
        <translation>{dtype} 理論值</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/compare.py" line="50"/>
        <location filename="../../tpugui/devices/compare.py" line="77"/>
        <location filename="../../tpugui/devices/compare.py" line="84"/>
        <source>{label} measured</source>
        <translation>{label} 實測</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/compare.py" line="51"/>
        <source>matmul {dtype}</source>
        <translation>矩陣乘法 {dtype}</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/compare.py" line="53"/>
        <location filename="../../tpugui/devices/inventory.py" line="253"/>
        <source>STREAM copy</source>
        <translation>STREAM 複製</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/compare.py" line="54"/>
        <source>run Bench to measure</source>
        <translation>按「效能測試」來實測</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/compare.py" line="56"/>
        <source>RAM</source>
        <translation>記憶體</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/compare.py" line="62"/>
        <location filename="../../tpugui/devices/compare.py" line="97"/>
        <source>{label} (spec)</source>
        <translation>{label}（規格表）</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/compare.py" line="65"/>
        <location filename="../../tpugui/devices/compare.py" line="73"/>
        <source>fp32 CUDA cores</source>
        <translation>fp32 CUDA 核心</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/compare.py" line="66"/>
        <location filename="../../tpugui/devices/compare.py" line="67"/>
        <location filename="../../tpugui/devices/compare.py" line="88"/>
        <location filename="../../tpugui/devices/cpu.py" line="303"/>
        <location filename="../../tpugui/devices/gpu.py" line="102"/>
        <location filename="../../tpugui/devices/gpu.py" line="163"/>
        <location filename="../../tpugui/devices/inventory.py" line="181"/>
        <location filename="../../tpugui/devices/inventory.py" line="235"/>
        <source>memory</source>
        <translation>記憶體</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/compare.py" line="78"/>
        <source>matmul</source>
        <translation>矩陣乘法</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/compare.py" line="81"/>
        <source>bus x clock</source>
        <translation>匯流排寬度 × 時脈</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/compare.py" line="85"/>
        <source>device copy</source>
        <translation>裝置內複製</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="89"/>
        <source>AVX-512 on AMD Zen 5: 2 full-width FMA units</source>
        <translation>AMD Zen 5 上的 AVX-512：2 個全寬度 FMA 單元</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="91"/>
        <source>AVX-512 on AMD Zen 4: 512-bit ops as two 256-bit halves, 2 FMA pipes</source>
        <translation>AMD Zen 4 上的 AVX-512：512 位元運算拆成兩個 256 位元執行，2 條 FMA 管線</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="94"/>
        <source>AVX-512: 2 x 512-bit FMA units assumed</source>
        <translation>AVX-512：假設有 2 個 512 位元 FMA 單元</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="96"/>
        <source>AVX2 + FMA: 2 x 256-bit FMA units</source>
        <translation>AVX2 + FMA：2 個 256 位元 FMA 單元</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="98"/>
        <source>AVX without FMA: 256-bit add + multiply</source>
        <translation>AVX（無 FMA）：256 位元加法 + 乘法</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="100"/>
        <source>SVE: 256 bits of FMA per cycle (Neoverse V1/V2)</source>
        <translation>SVE：每週期 256 位元 FMA（Neoverse V1/V2）</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="102"/>
        <source>NEON: 2 x 128-bit FMA pipes</source>
        <translation>NEON：2 條 128 位元 FMA 管線</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="104"/>
        <source>SSE: 128-bit add + multiply</source>
        <translation>SSE：128 位元加法 + 乘法</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="106"/>
        <source>instruction set not recognised</source>
        <translation>無法辨識的指令集</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="108"/>
        <source>AMX-BF16 tiles: 1024 per cycle</source>
        <translation>AMX-BF16 矩陣磚：每週期 1024</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="110"/>
        <source>bf16 dot products: 2 x fp32</source>
        <translation>bf16 內積指令：fp32 的 2 倍</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="112"/>
        <source>no native bf16 arithmetic (frameworks convert to fp32)</source>
        <translation>不支援原生 bf16 運算（框架會轉成 fp32）</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="180"/>
        <source>not exposed (no RAPL counters under /sys/class/powercap)</source>
        <translation>未提供（/sys/class/powercap 下沒有 RAPL 計數器）</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="183"/>
        <source>RAPL present but its energy counters are not readable (needs root)</source>
        <translation>有 RAPL，但無法讀取其能耗計數器（需要 root 權限）</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="189"/>
        <source>RAPL counters vanished while reading</source>
        <translation>讀取期間 RAPL 計數器消失了</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="191"/>
        <source>{n} RAPL package domain(s)</source>
        <translation>{n} 個 RAPL 封裝區域</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="208"/>
        <source>not exposed (no thermal zones under /sys/class/thermal)</source>
        <translation>未提供（/sys/class/thermal 下沒有溫度區）</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="209"/>
        <source>thermal zone {name}</source>
        <translation>溫度區 {name}</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="227"/>
        <source>implementer {id}</source>
        <translation>製造商代碼 {id}</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="234"/>
        <source>unknown CPU</source>
        <translation>未知的 CPU</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="251"/>
        <source>cores</source>
        <translation>核心</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="251"/>
        <source>generality</source>
        <translation>通用性</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="252"/>
        <source>Model</source>
        <translation>型號</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="253"/>
        <source>Vendor</source>
        <translation>廠商</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="254"/>
        <source>Architecture</source>
        <translation>架構</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="255"/>
        <source>runs any program: Python, the input pipeline, the OS</source>
        <translation>可執行任何程式：Python、輸入管線、作業系統</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="256"/>
        <source>Sockets</source>
        <translation>插槽數</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="257"/>
        <source>Physical cores</source>
        <translation>實體核心</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="258"/>
        <source>Logical cores (threads)</source>
        <translation>邏輯核心（執行緒）</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="259"/>
        <source>NUMA nodes</source>
        <translation>NUMA 節點</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="268"/>
        <source>the clock /proc/cpuinfo reports (no cpufreq driver)</source>
        <translation>取自 /proc/cpuinfo 回報的時脈（沒有 cpufreq 驅動程式）</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="274"/>
        <source>Base clock</source>
        <translation>基礎時脈</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="276"/>
        <source>Max clock</source>
        <translation>最高時脈</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="277"/>
        <source>not exposed (no cpufreq driver, as in most VMs)</source>
        <translation>未提供（沒有 cpufreq 驅動程式，多數虛擬機器皆如此）</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="280"/>
        <source>L1 data cache</source>
        <translation>L1 資料快取</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="280"/>
        <source>L1 instruction cache</source>
        <translation>L1 指令快取</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="281"/>
        <source>L2 cache</source>
        <translation>L2 快取</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="281"/>
        <source>L3 cache</source>
        <translation>L3 快取</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="282"/>
        <source>caches</source>
        <translation>快取</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="287"/>
        <source>per core</source>
        <translation>每個核心一份</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="289"/>
        <source>shared by {n} logical CPUs</source>
        <translation>{n} 個邏輯 CPU 共用</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="292"/>
        <source>{who}, x{count}</source>
        <translation>{who}，共 {count} 份</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="297"/>
        <source>instruction set</source>
        <translation>指令集</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="298"/>
        <source>ML instruction sets</source>
        <translation>機器學習指令集</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="299"/>
        <source>AMX matrix units</source>
        <translation>AMX 矩陣運算單元</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="304"/>
        <source>RAM total</source>
        <translation>記憶體總量</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="305"/>
        <source>RAM available</source>
        <translation>可用記憶體</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="309"/>
        <location filename="../../tpugui/devices/gpu.py" line="129"/>
        <source>power and heat</source>
        <translation>功耗與溫度</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="310"/>
        <source>Package power</source>
        <translation>封裝功耗</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="312"/>
        <location filename="../../tpugui/devices/gpu.py" line="133"/>
        <source>Temperature</source>
        <translation>溫度</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="321"/>
        <source>Peak {dtype} (theoretical)</source>
        <translation>{dtype} 峰值（理論值）</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="321"/>
        <location filename="../../tpugui/devices/gpu.py" line="99"/>
        <location filename="../../tpugui/devices/gpu.py" line="180"/>
        <location filename="../../tpugui/devices/inventory.py" line="230"/>
        <source>peak</source>
        <translation>峰值</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="322"/>
        <source>{cores} cores x {clock} GHz x {per} FLOPs/cycle ({why})</source>
        <translation>{cores} 核心 × {clock} GHz × 每週期 {per} FLOPs（{why}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="324"/>
        <source>{cores} cores x {clock} GHz (the base clock: the maximum is not exposed, and the CPU may run faster) x {per} FLOPs/cycle ({why})</source>
        <translation>{cores} 核心 × {clock} GHz（基本時脈：最高時脈未公開，CPU 可能跑得更快）× 每週期 {per} FLOPs（{why}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/cpu.py" line="358"/>
        <location filename="../../tpugui/devices/cpu.py" line="363"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="30"/>
        <source>nvidia-ml-py is not installed</source>
        <translation>未安裝 nvidia-ml-py</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="34"/>
        <source>NVML not available ({error})</source>
        <translation>無法使用 NVML（{error}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="55"/>
        <source>NVIDIA GPU {index}</source>
        <translation>NVIDIA GPU {index}</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="85"/>
        <location filename="../../tpugui/devices/gpu.py" line="163"/>
        <location filename="../../tpugui/devices/gpu.py" line="205"/>
        <location filename="../../tpugui/devices/gpu.py" line="220"/>
        <location filename="../../tpugui/devices/inventory.py" line="183"/>
        <source>parallelism</source>
        <translation>平行度</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="86"/>
        <location filename="../../tpugui/devices/gpu.py" line="165"/>
        <source>Streaming multiprocessors</source>
        <translation>串流多處理器（SM）</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="88"/>
        <location filename="../../tpugui/devices/gpu.py" line="174"/>
        <source>{cores} CUDA cores / {per} per SM</source>
        <translation>{cores} 個 CUDA 核心 ÷ 每個 SM {per} 個</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="90"/>
        <location filename="../../tpugui/devices/gpu.py" line="172"/>
        <source>CUDA cores</source>
        <translation>CUDA 核心</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="91"/>
        <location filename="../../tpugui/devices/gpu.py" line="176"/>
        <source>Max SM clock</source>
        <translation>SM 最高時脈</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="93"/>
        <source>SM clock now</source>
        <translation>SM 目前時脈</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="98"/>
        <location filename="../../tpugui/devices/gpu.py" line="179"/>
        <source>Peak fp32 (CUDA cores)</source>
        <translation>fp32 峰值（CUDA 核心）</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="99"/>
        <location filename="../../tpugui/devices/gpu.py" line="180"/>
        <source>{cores} cores x 2 x {mhz} MHz</source>
        <translation>{cores} 核心 × 2 × {mhz} MHz</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="103"/>
        <location filename="../../tpugui/devices/gpu.py" line="182"/>
        <location filename="../../tpugui/devices/inventory.py" line="180"/>
        <source>Memory</source>
        <translation>記憶體</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="105"/>
        <source>Memory used</source>
        <translation>已用記憶體</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="107"/>
        <location filename="../../tpugui/devices/gpu.py" line="163"/>
        <location filename="../../tpugui/devices/inventory.py" line="235"/>
        <source>memory bandwidth</source>
        <translation>記憶體頻寬</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="108"/>
        <location filename="../../tpugui/devices/gpu.py" line="184"/>
        <source>Memory bus width</source>
        <translation>記憶體匯流排寬度</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="108"/>
        <location filename="../../tpugui/devices/gpu.py" line="183"/>
        <source>bit</source>
        <translation>位元</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="110"/>
        <source>Max memory clock</source>
        <translation>記憶體最高時脈</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="116"/>
        <location filename="../../tpugui/devices/gpu.py" line="186"/>
        <source>Memory bandwidth (theoretical)</source>
        <translation>記憶體頻寬（理論值）</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="117"/>
        <source>{bits} bit / 8 x {mhz} MHz x 2</source>
        <translation>{bits} 位元 ÷ 8 × {mhz} MHz × 2</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="120"/>
        <location filename="../../tpugui/devices/gpu.py" line="164"/>
        <location filename="../../tpugui/devices/inventory.py" line="168"/>
        <location filename="../../tpugui/devices/inventory.py" line="184"/>
        <source>specialised uses</source>
        <translation>專門用途</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="122"/>
        <location filename="../../tpugui/devices/gpu.py" line="188"/>
        <location filename="../../tpugui/devices/inventory.py" line="190"/>
        <source>Compute capability</source>
        <translation>運算能力</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="123"/>
        <location filename="../../tpugui/devices/gpu.py" line="189"/>
        <source>Tensor cores</source>
        <translation>Tensor 核心</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="126"/>
        <location filename="../../tpugui/devices/gpu.py" line="191"/>
        <location filename="../../tpugui/devices/inventory.py" line="191"/>
        <source>Fast low precision</source>
        <translation>高速低精度格式</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="130"/>
        <source>Power draw</source>
        <translation>耗電</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="131"/>
        <source>Power limit</source>
        <translation>功耗上限</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="135"/>
        <source>Utilization</source>
        <translation>使用率</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="138"/>
        <location filename="../../tpugui/devices/gpu.py" line="218"/>
        <location filename="../../tpugui/devices/inventory.py" line="195"/>
        <source>software</source>
        <translation>軟體</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="139"/>
        <source>Driver</source>
        <translation>驅動程式</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="142"/>
        <source>CUDA (driver)</source>
        <translation>CUDA（驅動程式）</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="145"/>
        <source>mixed GPU models: {names}</source>
        <translation>混合多種 GPU 型號：{names}</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="161"/>
        <source>NVIDIA {model} (spec reference)</source>
        <translation>NVIDIA {model}（規格表參考）</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="201"/>
        <source>NVIDIA GPU (PCI device {id})</source>
        <translation>NVIDIA GPU（PCI 裝置 {id}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="205"/>
        <location filename="../../tpugui/devices/gpu.py" line="220"/>
        <source>PCI devices</source>
        <translation>PCI 裝置</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="207"/>
        <source>Found on the PCI bus but not through NVML: {why}. Install the NVIDIA driver to use it.</source>
        <translation>在 PCI 匯流排上找到，但 NVML 偵測不到：{why}。請安裝 NVIDIA 驅動程式後再使用。</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="208"/>
        <source>not queried</source>
        <translation>未查詢</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="213"/>
        <source>AMD GPU (PCI device {id})</source>
        <translation>AMD GPU（PCI 裝置 {id}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="217"/>
        <source>ROCm kernel driver (/dev/kfd)</source>
        <translation>ROCm 核心驅動程式（/dev/kfd）</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="223"/>
        <source>No /dev/kfd: the ROCm driver is not loaded; frameworks won't use it.</source>
        <translation>沒有 /dev/kfd：ROCm 驅動程式未載入，框架不會使用這張卡。</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/gpu.py" line="231"/>
        <source>sysroot given: NVML reads only the live machine</source>
        <translation>指定了 sysroot：NVML 只能讀取目前這台機器</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/inventory.py" line="82"/>
        <source>{what} detection failed: {error}</source>
        <translation>{what} 偵測失敗：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/inventory.py" line="165"/>
        <source>Apple GPU (Metal Performance Shaders)</source>
        <translation>Apple GPU（Metal Performance Shaders）</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/inventory.py" line="167"/>
        <source>Reached through</source>
        <translation>存取途徑</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/inventory.py" line="167"/>
        <source>torch mps</source>
        <translation>torch 的 MPS</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/inventory.py" line="182"/>
        <source>Multiprocessors</source>
        <translation>多處理器</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/inventory.py" line="194"/>
        <source>ROCm (HIP) version</source>
        <translation>ROCm（HIP）版本</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/inventory.py" line="205"/>
        <location filename="../../tpugui/devices/probe.py" line="62"/>
        <location filename="../../tpugui/devices/probe.py" line="103"/>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/inventory.py" line="209"/>
        <source>no TPU devices</source>
        <translation>沒有 TPU 裝置</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/inventory.py" line="209"/>
        <source>{n} TPU devices</source>
        <translation>{n} 個 TPU 裝置</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/inventory.py" line="211"/>
        <source>{framework}: {status}</source>
        <translation>{framework}：{status}</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/inventory.py" line="213"/>
        <source>What the frameworks see</source>
        <translation>各框架偵測到的裝置</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/inventory.py" line="213"/>
        <location filename="../../tpugui/devices/tpu.py" line="64"/>
        <location filename="../../tpugui/devices/tpu.py" line="133"/>
        <source>fixed function</source>
        <translation>固定功能</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/inventory.py" line="241"/>
        <source>{how}: {value}</source>
        <translation>{how}：{value}</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/inventory.py" line="247"/>
        <source>{efficiency}% of the {peak} peak</source>
        <translation>達峰值 {peak} 的 {efficiency}%</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/inventory.py" line="252"/>
        <source>Measured matmul {dtype}</source>
        <translation>實測矩陣乘法 {dtype}</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/inventory.py" line="254"/>
        <source>STREAM triad</source>
        <translation>STREAM 三元運算</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/inventory.py" line="255"/>
        <source>Device copy</source>
        <translation>裝置內複製</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/inventory.py" line="259"/>
        <source>% of peak</source>
        <translation>% 峰值</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/inventory.py" line="260"/>
        <source>{label}: efficiency</source>
        <translation>{label}：效率</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/inventory.py" line="261"/>
        <source>{value} measured / {peak} theoretical {unit}</source>
        <translation>實測 {value} ÷ 理論值 {peak} {unit}</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/inventory.py" line="265"/>
        <source>best: {how}</source>
        <translation>最佳：{how}</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/model.py" line="24"/>
        <source>not exposed</source>
        <translation>未提供</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/probe.py" line="63"/>
        <source>cannot start {python}: {error}</source>
        <translation>無法啟動 {python}：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/probe.py" line="80"/>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/probe.py" line="80"/>
        <source>stopped by the user</source>
        <translation>已由使用者停止</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/probe.py" line="85"/>
        <source>no answer</source>
        <translation>無回應</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/probe.py" line="86"/>
        <source>no answer within {seconds} s; the probe was stopped</source>
        <translation>{seconds} 秒內沒有回應，已停止偵測</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/probe.py" line="94"/>
        <source>ok</source>
        <translation>成功</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/probe.py" line="101"/>
        <source>exit code {code}, no answer printed</source>
        <translation>結束代碼 {code}，沒有輸出回應</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/recommend.py" line="34"/>
        <source>{n} TPU {generation} chip(s), {replicas} replicas</source>
        <translation>{n} 顆 TPU {generation} 晶片，{replicas} 個副本</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/recommend.py" line="39"/>
        <source>{unable} does not support this generation: {backend}</source>
        <translation>{unable} 不支援這一代：改用 {backend}</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/recommend.py" line="48"/>
        <source>{n} NVIDIA GPU(s): {name}</source>
        <translation>{n} 張 NVIDIA GPU：{name}</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/recommend.py" line="52"/>
        <source>Apple GPU through PyTorch MPS</source>
        <translation>透過 PyTorch MPS 使用 Apple GPU</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/recommend.py" line="57"/>
        <source>no GPU or TPU found: the CPU ({name})</source>
        <translation>找不到 GPU 或 TPU：使用 CPU（{name}）</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/recommend.py" line="59"/>
        <source>no GPU or TPU found: the CPU</source>
        <translation>找不到 GPU 或 TPU：使用 CPU</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/recommend.py" line="68"/>
        <source>TPU core</source>
        <translation>TPU 核心</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/recommend.py" line="70"/>
        <source>global batch = {per} per {unit} x {replicas} replica(s) = {total}</source>
        <translation>全域批次 = 每個 {unit} {per} 筆 × {replicas} 個副本 = {total}</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/recommend.py" line="72"/>
        <source>keep it divisible by {replicas}</source>
        <translation>須能被 {replicas} 整除</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/recommend.py" line="75"/>
        <source>static shapes: drop_remainder=True</source>
        <translation>固定形狀：drop_remainder=True</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/text.py" line="23"/>
        <source>{first}; {second}</source>
        <translation>{first}；{second}</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="63"/>
        <source>low precision</source>
        <translation>低精度</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="63"/>
        <location filename="../../tpugui/devices/tpu.py" line="133"/>
        <source>matrix units</source>
        <translation>矩陣運算單元</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="64"/>
        <source>memory and storage</source>
        <translation>記憶體與儲存</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="65"/>
        <source>not published</source>
        <translation>未公布</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="67"/>
        <source>TensorCores per chip</source>
        <translation>每顆晶片的 TensorCore 數</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="69"/>
        <source>MXUs per TensorCore ({n}x{m} systolic arrays)</source>
        <translation>每個 TensorCore 的 MXU 數（{n}x{m} 脈動陣列）</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="73"/>
        <source>Framework devices per chip</source>
        <translation>每顆晶片的框架裝置數</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="75"/>
        <source>Framework devices (replicas) on this host</source>
        <translation>本主機的框架裝置（副本）數</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="76"/>
        <source>{chips} chips x {per}</source>
        <translation>{chips} 顆晶片 × {per}</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="79"/>
        <source>Peak bf16 per chip</source>
        <translation>每顆晶片 bf16 峰值</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="81"/>
        <source>Peak bf16, all chips</source>
        <translation>bf16 峰值（全部晶片）</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="82"/>
        <source>{chips} x {per}</source>
        <translation>{chips} × {per}</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="84"/>
        <source>Peak int8 per chip</source>
        <translation>每顆晶片 int8 峰值</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="86"/>
        <source>Peak fp8 per chip</source>
        <translation>每顆晶片 fp8 峰值</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="87"/>
        <source>no native fp8</source>
        <translation>不支援原生 fp8</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="88"/>
        <source>HBM per chip</source>
        <translation>每顆晶片 HBM 容量</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="90"/>
        <source>HBM, all chips</source>
        <translation>HBM 容量（全部晶片）</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="93"/>
        <source>HBM bandwidth per chip</source>
        <translation>每顆晶片 HBM 頻寬</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="95"/>
        <source>XLA-compiled programs; static shapes (drop_remainder=True)</source>
        <translation>執行 XLA 編譯的程式；需要固定形狀（drop_remainder=True）</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="96"/>
        <source>Fixed function</source>
        <translation>固定功能</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="98"/>
        <source>TensorFlow supports it</source>
        <translation>TensorFlow 是否支援</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="99"/>
        <source>JAX and PyTorch/XLA only</source>
        <translation>僅支援 JAX 與 PyTorch/XLA</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="122"/>
        <source>Cloud TPU {generation}</source>
        <translation>Cloud TPU {generation}</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="130"/>
        <source>PCI reports more than one TPU generation: {generations}</source>
        <translation>PCI 回報了不只一代 TPU：{generations}</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="134"/>
        <source>Chips on this host</source>
        <translation>本主機的晶片數</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="136"/>
        <source>PCI devices (vendor 0x1ae0)</source>
        <translation>PCI 裝置（廠商 0x1ae0）</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="137"/>
        <source>Chip device files</source>
        <translation>晶片裝置檔</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="142"/>
        <source>{chips} chips on the PCI bus but {files} device files ({expected}); check the TPU driver or the container's device mounts.</source>
        <translation>PCI 匯流排上有 {chips} 顆晶片，但只有 {files} 個裝置檔（{expected}）；請檢查 TPU 驅動程式或容器的裝置掛載。</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="150"/>
        <source>Accelerator type (TPU_ACCELERATOR_TYPE)</source>
        <translation>加速器類型（TPU_ACCELERATOR_TYPE）</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="153"/>
        <source>Chips in the whole slice</source>
        <translation>整個切片的晶片數</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="155"/>
        <source>A multi-host slice: this host has {chips} of {total} chips.</source>
        <translation>多主機切片：本主機有 {total} 顆晶片中的 {chips} 顆。</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="160"/>
        <source>Hosts in the slice (TPU_WORKER_HOSTNAMES)</source>
        <translation>切片中的主機數（TPU_WORKER_HOSTNAMES）</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="163"/>
        <source>This host's worker id</source>
        <translation>本主機的工作節點編號</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="165"/>
        <source>libtpu installed</source>
        <translation>已安裝 libtpu</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="166"/>
        <source>not installed: pip install libtpu (or jax[tpu] / torch_xla[tpu])</source>
        <translation>未安裝：pip install libtpu（或 jax[tpu] / torch_xla[tpu]）</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="168"/>
        <source>not checked (sysroot)</source>
        <translation>未檢查（讀取的是 --sysroot 快照）</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="178"/>
        <source>COLAB_TPU_ADDR={addr} marks a retired TPU Node (Colab moved to TPU VMs in 2024, Cloud TPU Node ended April 2025): choose a TPU VM runtime.</source>
        <translation>COLAB_TPU_ADDR={addr} 代表已停用的 TPU 節點（Colab 於 2024 年改用 TPU VM，Cloud TPU 節點已於 2025 年 4 月終止）：請改選 TPU VM 執行階段。</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="183"/>
        <source>TPU_NAME={name} is set but no TPU_ACCELERATOR_TYPE.</source>
        <translation>已設定 TPU_NAME={name}，但沒有 TPU_ACCELERATOR_TYPE。</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="191"/>
        <source>Cloud TPU {generation} (spec reference)</source>
        <translation>Cloud TPU {generation}（規格表參考）</translation>
    </message>
    <message>
        <location filename="../../tpugui/devices/tpu.py" line="214"/>
        <source>{address}: Google device {id} is not a known TPU generation</source>
        <translation>{address}：Google 裝置 {id} 不是已知的 TPU 世代</translation>
    </message>
</context>
</TS>
