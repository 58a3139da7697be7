<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>tpugui</name>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="28"/>
        <source>caches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="28"/>
        <source>cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="28"/>
        <source>generality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="28"/>
        <source>instruction set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="29"/>
        <source>memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="29"/>
        <source>parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="29"/>
        <source>peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="29"/>
        <source>power and heat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="30"/>
        <source>memory bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="30"/>
        <source>software</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="30"/>
        <source>specialised uses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="31"/>
        <source>low precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="31"/>
        <source>matrix units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="31"/>
        <source>memory and storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="32"/>
        <source>fixed function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="34"/>
        <source>Architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="34"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="34"/>
        <source>Sockets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="34"/>
        <source>Vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="35"/>
        <source>Logical cores (threads)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="35"/>
        <source>NUMA nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="35"/>
        <source>Physical cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="36"/>
        <source>Base clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="36"/>
        <source>L1 data cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="36"/>
        <source>Max clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="37"/>
        <source>L1 instruction cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="37"/>
        <source>L2 cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="37"/>
        <source>L3 cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="38"/>
        <source>AMX matrix units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="38"/>
        <source>ML instruction sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="38"/>
        <source>RAM total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="39"/>
        <source>Package power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="39"/>
        <source>RAM available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="39"/>
        <source>Temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="41"/>
        <source>CUDA cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="41"/>
        <source>Max SM clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="41"/>
        <source>Streaming multiprocessors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="42"/>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="42"/>
        <source>Peak fp32 (CUDA cores)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="42"/>
        <source>SM clock now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="43"/>
        <source>Max memory clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="43"/>
        <source>Memory bus width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="43"/>
        <source>Memory used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="44"/>
        <source>Compute capability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="44"/>
        <source>Memory bandwidth (theoretical)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="45"/>
        <source>Fast low precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="45"/>
        <source>Power draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="45"/>
        <source>Tensor cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="46"/>
        <source>CUDA (driver)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="46"/>
        <source>Driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="46"/>
        <source>Power limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="46"/>
        <source>Utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="47"/>
        <source>PCI devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="47"/>
        <source>ROCm kernel driver (/dev/kfd)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="47"/>
        <source>Reached through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="48"/>
        <source>Multiprocessors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="48"/>
        <source>ROCm (HIP) version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="50"/>
        <source>Framework devices per chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="50"/>
        <source>TensorCores per chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="51"/>
        <source>Framework devices (replicas) on this host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="51"/>
        <source>Peak bf16 per chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="52"/>
        <source>Peak bf16, all chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="52"/>
        <source>Peak fp8 per chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="52"/>
        <source>Peak int8 per chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="53"/>
        <source>HBM bandwidth per chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="53"/>
        <source>HBM per chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="53"/>
        <source>HBM, all chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="54"/>
        <source>Chips on this host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="54"/>
        <source>Fixed function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="54"/>
        <source>TensorFlow supports it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="55"/>
        <source>Chip device files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="55"/>
        <source>PCI devices (vendor 0x1ae0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="56"/>
        <source>Accelerator type (TPU_ACCELERATOR_TYPE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="56"/>
        <source>Chips in the whole slice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="57"/>
        <source>Hosts in the slice (TPU_WORKER_HOSTNAMES)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="57"/>
        <source>This host's worker id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="58"/>
        <source>What the frameworks see</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="58"/>
        <source>libtpu installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="60"/>
        <source>Device copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="60"/>
        <source>STREAM copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="60"/>
        <source>STREAM triad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="62"/>
        <source>not exposed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="62"/>
        <source>runs any program: Python, the input pipeline, the OS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="63"/>
        <source>the clock /proc/cpuinfo reports (no cpufreq driver)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="64"/>
        <source>not exposed (no cpufreq driver, as in most VMs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="64"/>
        <source>per core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="65"/>
        <source>not exposed (no RAPL counters under /sys/class/powercap)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="66"/>
        <source>RAPL present but its energy counters are not readable (needs root)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="67"/>
        <source>RAPL counters vanished while reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="68"/>
        <source>not exposed (no thermal zones under /sys/class/thermal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="69"/>
        <source>AVX-512 on AMD Zen 5: 2 full-width FMA units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="70"/>
        <source>AVX-512 on AMD Zen 4: 512-bit ops as two 256-bit halves, 2 FMA pipes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="71"/>
        <source>AVX-512: 2 x 512-bit FMA units assumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="71"/>
        <source>AVX2 + FMA: 2 x 256-bit FMA units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="72"/>
        <source>AVX without FMA: 256-bit add + multiply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="73"/>
        <source>SVE: 256 bits of FMA per cycle (Neoverse V1/V2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="74"/>
        <source>NEON: 2 x 128-bit FMA pipes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="74"/>
        <source>SSE: 128-bit add + multiply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="75"/>
        <source>AMX-BF16 tiles: 1024 per cycle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="75"/>
        <source>instruction set not recognised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="76"/>
        <source>bf16 dot products: 2 x fp32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="77"/>
        <source>no native bf16 arithmetic (frameworks convert to fp32)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="78"/>
        <source>JAX and PyTorch/XLA only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="78"/>
        <source>no native fp8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="78"/>
        <source>not published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="79"/>
        <source>not installed: pip install libtpu (or jax[tpu] / torch_xla[tpu])</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="80"/>
        <source>not checked (sysroot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="81"/>
        <source>XLA-compiled programs; static shapes (drop_remainder=True)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="82"/>
        <source>nvidia-ml-py is not installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="83"/>
        <source>not queried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="83"/>
        <source>sysroot given: NVML reads only the live machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="84"/>
        <source>No /dev/kfd: the ROCm driver is not loaded; frameworks won't use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="85"/>
        <source>the CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="87"/>
        <source>% of peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="87"/>
        <location filename="../../tpugui/qt/devices_i18n.py" line="217"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="87"/>
        <location filename="../../tpugui/qt/devices_i18n.py" line="219"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="87"/>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="87"/>
        <location filename="../../tpugui/qt/devices_i18n.py" line="217"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="88"/>
        <source>Apple GPU (Metal Performance Shaders)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="88"/>
        <source>unknown CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="89"/>
        <source>torch mps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="91"/>
        <source>Apple GPU through PyTorch MPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="91"/>
        <source>no GPU or TPU found: the CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="92"/>
        <source>TensorFlow does not support this generation: PyTorch/XLA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="93"/>
        <source>static shapes: drop_remainder=True</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="94"/>
        <source>TPU core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="96"/>
        <source>CPU measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="96"/>
        <source>Memory size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="96"/>
        <source>Peak compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="97"/>
        <source>matmul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="97"/>
        <source>run Bench to measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="97"/>
        <source>theoretical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="98"/>
        <source>bus x clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="98"/>
        <source>device copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="98"/>
        <source>fp32 CUDA cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="100"/>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="100"/>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="100"/>
        <source>no answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="100"/>
        <source>ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="101"/>
        <location filename="../../tpugui/qt/devices_page.py" line="446"/>
        <source>no devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="101"/>
        <location filename="../../tpugui/qt/devices_page.py" line="345"/>
        <source>not installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="101"/>
        <source>stopped by the user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="102"/>
        <location filename="../../tpugui/qt/devices_page.py" line="441"/>
        <source>MPS available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="102"/>
        <source>no TPU devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="102"/>
        <source>numpy STREAM copy/triad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="103"/>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="103"/>
        <source>stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="109"/>
        <source>Peak {dtype} (theoretical)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="110"/>
        <source>MXUs per TensorCore ({n}x{m} systolic arrays)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="111"/>
        <source>Measured matmul {dtype}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="112"/>
        <source>{label}: efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="114"/>
        <source>{who}, x{count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="115"/>
        <source>shared by {n} logical CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="116"/>
        <source>{n} RAPL package domain(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="117"/>
        <source>thermal zone {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="118"/>
        <source>{cores} cores x {clock} GHz x {per} FLOPs/cycle ({why})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="119"/>
        <source>{cores} CUDA cores / {per} per SM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="120"/>
        <source>{cores} cores x 2 x {mhz} MHz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="121"/>
        <source>{bits} bit / 8 x {mhz} MHz x 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="122"/>
        <source>{chips} chips x {per}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="123"/>
        <source>best: {how}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="124"/>
        <source>{efficiency}% of the {peak} peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="125"/>
        <source>{value} measured / {peak} theoretical {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="126"/>
        <source>{framework}: {status}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="127"/>
        <source>{n} TPU devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="129"/>
        <source>mixed GPU models: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="130"/>
        <source>Found on the PCI bus but not through NVML: {why}. Install the NVIDIA driver to use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="131"/>
        <source>NVML not available ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="132"/>
        <source>PCI reports more than one TPU generation: {generations}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="133"/>
        <source>{chips} chips on the PCI bus but {files} device files ({expected}); check the TPU driver or the container's device mounts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="135"/>
        <source>A multi-host slice: this host has {chips} of {total} chips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="136"/>
        <source>{what} detection failed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="137"/>
        <source>{address}: Google device {id} is not a known TPU generation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="138"/>
        <source>COLAB_TPU_ADDR={addr} marks a retired TPU Node (Colab moved to TPU VMs in 2024, Cloud TPU Node ended April 2025): choose a TPU VM runtime.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="140"/>
        <source>TPU_NAME={name} is set but no TPU_ACCELERATOR_TYPE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="142"/>
        <source>Cloud TPU {generation} (spec reference)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="143"/>
        <source>NVIDIA GPU (PCI device {id})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="144"/>
        <source>AMD GPU (PCI device {id})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="145"/>
        <source>NVIDIA GPU {index}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="147"/>
        <source>{n} TPU {generation} chip(s), {replicas} replicas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="148"/>
        <source>{n} NVIDIA GPU(s): {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="149"/>
        <source>no GPU or TPU found: the CPU ({name})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="150"/>
        <source>global batch = {per} per {unit} x {replicas} replica(s) = {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="151"/>
        <source>keep it divisible by {replicas}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="153"/>
        <source>{label} measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="154"/>
        <source>{label} (spec)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="155"/>
        <source>{dtype} theoretical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="156"/>
        <source>matmul {dtype}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="158"/>
        <source>no answer within {seconds} s; the probe was stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="159"/>
        <source>exit code {code}, no answer printed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="160"/>
        <source>cannot start {python}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="161"/>
        <source>{framework} matmul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_i18n.py" line="205"/>
        <location filename="../../tpugui/qt/devices_i18n.py" line="231"/>
        <location filename="../../tpugui/qt/devices_widgets.py" line="218"/>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="69"/>
        <source>&lt;h2&gt;Devices&lt;/h2&gt;The processors of this machine and what each is good at, with this machine's own numbers: &lt;span style='color:#2b5fa8'&gt;detected&lt;/span&gt;, &lt;span style='color:#1f7a3f'&gt;measured&lt;/span&gt; (Bench), &lt;span style='color:#7b3fa0'&gt;spec table&lt;/span&gt; or &lt;span style='color:#666'&gt;derived&lt;/span&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="81"/>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="82"/>
        <source>Look for the devices again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="83"/>
        <source>Bench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="84"/>
        <source>Measure matmul FLOP/s and memory bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="85"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="86"/>
        <source>Stop the running work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="88"/>
        <source>Copy as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="89"/>
        <source>Copy the inventory to the clipboard as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="96"/>
        <source>Ask the frameworks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="98"/>
        <source>Also ask TensorFlow, PyTorch, PyTorch/XLA and JAX what they see (each in a subprocess, cut off at the timeout)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="104"/>
        <source>Seconds a framework probe may take before it counts as no answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="105"/>
        <source>timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="107"/>
        <source>Bench TensorFlow / PyTorch too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="109"/>
        <source>Also time matmuls through the installed frameworks (imports take seconds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="117"/>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="122"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="147"/>
        <source>Recommendation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="156"/>
        <source>&lt;b&gt;Side by side&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="158"/>
        <source>reference TPU:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="161"/>
        <source>The spec-table TPU generation shown when this machine has no TPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="170"/>
        <source>&lt;b&gt;Frameworks&lt;/b&gt; (from package metadata; nothing imported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="174"/>
        <source>Installed frameworks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="176"/>
        <source>Framework</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="176"/>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="176"/>
        <source>What it sees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="224"/>
        <source>The device benchmark is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="226"/>
        <source>Device detection is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="244"/>
        <source>Looking for devices…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="245"/>
        <source>Asking the frameworks (each in a subprocess)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="250"/>
        <source>Detection failed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="270"/>
        <source>{framework}: {status} ({seconds} s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="278"/>
        <source>Bench: {what}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="282"/>
        <source>Bench: {framework} {op} {dtype}: {value} {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="288"/>
        <source>No GPU: no NVIDIA card answered through NVML and none is on the PCI bus. Apple MPS and ROCm show up when you tick “Ask the frameworks”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="291"/>
        <source>No TPU on this machine (no PCI device of vendor 0x1ae0). The chart shows a spec-table TPU {generation} as a reference; train on a Cloud TPU VM from the Remote page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="310"/>
        <source>Found: {devices}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="312"/>
        <source>No answer from: {frameworks} (cut off at the timeout).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="319"/>
        <source>Devices: {devices}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="324"/>
        <source>&lt;b&gt;Recommended:&lt;/b&gt; backend &lt;code&gt;{backend}&lt;/code&gt;, device &lt;code&gt;{device}&lt;/code&gt;, strategy &lt;code&gt;{strategy}&lt;/code&gt;, {replicas} replica(s), batch size &lt;b&gt;{batch_size}&lt;/b&gt;&lt;br&gt;&lt;span style='color:gray'&gt;{reason}. Batch rule: {rule}.&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="352"/>
        <location filename="../../tpugui/qt/devices_widgets.py" line="218"/>
        <source>: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="371"/>
        <source>Wait for detection to finish, then Bench.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="378"/>
        <source>Bench failed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="398"/>
        <source>({efficiency}% of peak)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="403"/>
        <source>Bench done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="403"/>
        <source>Bench stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="412"/>
        <source>Stopping…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="417"/>
        <source>Copied the inventory to the clipboard as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="436"/>
        <source>{gpus} GPU, {tpus} TPU devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_page.py" line="439"/>
        <source>CUDA: {n} device(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_widgets.py" line="34"/>
        <source>detected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_widgets.py" line="34"/>
        <source>measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_widgets.py" line="35"/>
        <source>derived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_widgets.py" line="35"/>
        <source>spec table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_widgets.py" line="36"/>
        <source>read from this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_widgets.py" line="36"/>
        <source>timed by Bench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_widgets.py" line="37"/>
        <source>from the published spec table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_widgets.py" line="38"/>
        <source>computed from detected values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_widgets.py" line="50"/>
        <source>{kind} card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_widgets.py" line="61"/>
        <source>{kind} characteristics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_widgets.py" line="62"/>
        <source>Characteristic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_widgets.py" line="62"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_widgets.py" line="62"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_widgets.py" line="83"/>
        <source>Looking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_widgets.py" line="91"/>
        <source>none found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_widgets.py" line="197"/>
        <source>Comparison chart: CPU, GPU and TPU side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_widgets.py" line="242"/>
        <source>(log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/devices_widgets.py" line="279"/>
        <source>Solid: this machine · dark: measured · hatched: spec-table reference</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
